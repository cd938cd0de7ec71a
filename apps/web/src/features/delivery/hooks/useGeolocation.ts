import { useCallback, useState } from 'react';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export type GeoState =
  | { status: 'idle' | 'pending' | 'denied' | 'unavailable'; point: null }
  | { status: 'granted'; point: GeoPoint };

/**
 * The browser's position, asked only when the shopper presses a button (a permission prompt on
 * opening a dialog is unexpected and often refused). Rounded to ~100 m: enough to sort stores,
 * and it keeps query keys stable between two readings.
 */
export function useGeolocation() {
  const [state, setState] = useState<GeoState>({ status: 'idle', point: null });
  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState({ status: 'unavailable', point: null });
      return;
    }
    setState({ status: 'pending', point: null });
    navigator.geolocation.getCurrentPosition(
      (pos) =>
        setState({
          status: 'granted',
          point: {
            latitude: Math.round(pos.coords.latitude * 1000) / 1000,
            longitude: Math.round(pos.coords.longitude * 1000) / 1000,
          },
        }),
      (err) =>
        setState({ status: err.code === err.PERMISSION_DENIED ? 'denied' : 'unavailable', point: null }),
      { maximumAge: 300_000, timeout: 10_000 },
    );
  }, []);
  return { ...state, locate };
}

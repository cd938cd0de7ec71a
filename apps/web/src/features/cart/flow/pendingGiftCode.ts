import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '../../../lib/events';
import { t } from '../../../lib/i18n';
import { readString, writeString } from '../../../lib/storage';

// A gift code that arrived in a link (a flyer's QR code, a newsletter: any page with
// ?codice=XYZ), kept for the tab's session until the add-to-cart flow sends it before the first
// add (spec: "then a gift code is sent if present"), then forgotten (decision 0063).

const KEY = 'spesa.pendingGiftCode';
/** The link's parameter, in the shop's language like its other addresses. */
export const GIFT_CODE_PARAM = 'codice';
/** The API's own bound for a code (giftCodeQuerySchema). */
const MAX_LENGTH = 64;

export const pendingGiftCode = {
  peek: (): string | null => readString('session', KEY),
  keep: (code: string): void => writeString('session', KEY, code),
  /** The code, forgotten as it is handed out: it is sent once, whatever the answer. */
  take: (): string | null => {
    const code = readString('session', KEY);
    if (code !== null) writeString('session', KEY, null);
    return code;
  },
};

/** The code of a link, or null when the value is not one (empty, too long). */
export function giftCodeOf(value: string | null): string | null {
  const code = value?.trim() ?? '';
  return code.length > 0 && code.length <= MAX_LENGTH ? code : null;
}

/**
 * Keeps the code of a link opened on any page and takes it out of the address, so that a reload,
 * a bookmark or a link shared on does not bring it back once used. The shopper is told it will be
 * applied with the first product added.
 */
export function useGiftCodeFromLink(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!params.has(GIFT_CODE_PARAM)) return;
    const code = giftCodeOf(params.get(GIFT_CODE_PARAM));
    if (code) {
      pendingGiftCode.keep(code);
      notify({ variant: 'info', message: t('cart.giftCodeFromLink', { code }) });
    }
    params.delete(GIFT_CODE_PARAM);
    const rest = params.toString();
    void navigate(
      { pathname, search: rest ? `?${rest}` : '', hash },
      { replace: true, preventScrollReset: true },
    );
  }, [pathname, search, hash, navigate]);
}

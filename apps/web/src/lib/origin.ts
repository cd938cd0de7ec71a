// The shop's origin ('https://www.spesa.it') during render: the browser's location, or on the
// server the origin the page was asked on (one shop, one origin: set before each render).
let serverOrigin = 'http://localhost';

export function setServerOrigin(origin: string): void {
  serverOrigin = origin;
}

export function siteOrigin(): string {
  return typeof window === 'undefined' ? serverOrigin : window.location.origin;
}

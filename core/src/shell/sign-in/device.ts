/** small screens get the "open BankID on this device" button beside the QR code */
export const SMALL_SCREEN_QUERY = '(max-width: 599px)';

function userAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent;
}

/** phones and tablets: BankID's universal link and the B variants of its texts */
export function isMobileDevice(ua = userAgent()): boolean {
  return /Mobi|Android|iPhone|iPad|iPod/i.test(ua);
}

/**
 * Inside the Lönna mobile app (its web view adds "LonnaApp" to the user
 * agent): the "BankID on this device" button is hidden there, as the spec says.
 */
export function inMobileApp(ua = userAgent()): boolean {
  return /\bLonnaApp\//.test(ua);
}

/**
 * Where the "open BankID on this device" button points. BankID recommends the
 * universal link on phones and tablets and the bankid:// scheme on computers;
 * redirect=null keeps the user in the app's own flow back to the browser.
 */
export function bankIdLaunchUrl(autoStartToken: string, mobileDevice: boolean): string {
  const q = `autostarttoken=${encodeURIComponent(autoStartToken)}&redirect=null`;
  return mobileDevice ? `https://app.bankid.com/?${q}` : `bankid:///?${q}`;
}

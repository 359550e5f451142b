/*
 * A short, human name for the browser behind a session, read from its User-Agent header.
 * Only what a person needs to recognise their own devices: the browser family with its
 * major version and the operating system. Order matters: Edge and Opera also claim Chrome,
 * and Chrome claims Safari.
 */

const BROWSERS: ReadonlyArray<[name: string, pattern: RegExp]> = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|Opera)\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Headless Chrome', /\bHeadlessChrome\/(\d+)/],
  ['Chromium', /\bChromium\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//],
  ['curl', /^curl\/(\d+)/],
];

const SYSTEMS: ReadonlyArray<[name: string, pattern: RegExp]> = [
  ['Windows', /\bWindows\b/],
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['Android', /\bAndroid\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['macOS', /\bMac OS X\b/],
  ['Linux', /\bLinux\b/],
];

/** e.g. 'Firefox 128 on Linux', 'Safari 17 on iOS', 'Unknown browser'. */
export function describeUserAgent(userAgent: string | null): string {
  if (!userAgent) return 'Unknown browser';
  let browser = 'Unknown browser';
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  const system = SYSTEMS.find(([, pattern]) => pattern.test(userAgent))?.[0];
  return system ? `${browser} on ${system}` : browser;
}

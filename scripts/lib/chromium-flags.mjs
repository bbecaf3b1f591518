// The flags of Debian's Chromium for the browser journeys (Playwright) and `npm run lighthouse` (chrome-launcher).

/** Headless, and quiet: no network of its own (updates, sync), no first-run screens. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Browser features that only cost CPU headless: Chromium 156 draws the address bar's suggestion popup as a WebUI page
 * (chrome://omnibox-popup.top-chrome/) and loads it, in a renderer process of its own, for every window, so for every
 * page a journey opens. Six storefront journey files: those renderers took 102 s of CPU beside 127 s for the pages'
 * own, and the files 240 s with them, 153 s without. Twenty new pages: 16-18 s of CPU with them, 12-13 s without.
 */
export const IDLE_BROWSER_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

const DISABLE = '--disable-features=';

/** The features of every `--disable-features=` flag in `flags`, in order, without repeats. */
export function disabledFeatures(flags) {
  const names = flags.filter((flag) => flag.startsWith(DISABLE)).flatMap((flag) => flag.slice(DISABLE.length).split(','));
  return [...new Set(names.filter(Boolean))];
}

/**
 * `flags` with one `--disable-features=` holding its own lists and `features`: Chromium reads only the last such flag,
 * so a second one would turn back on what a launcher's own list turned off.
 */
export function withFeaturesDisabled(flags, features) {
  const merged = `${DISABLE}${[...new Set([...disabledFeatures(flags), ...features])].join(',')}`;
  return [...flags.filter((flag) => !flag.startsWith(DISABLE)), merged];
}

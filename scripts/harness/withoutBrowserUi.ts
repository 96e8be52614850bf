/**
 * A flag for the Chromium a benchmark measures pages in: the browser's own omnibox pages
 * (chrome://omnibox-popup.top-chrome) otherwise load in renderers of their own beside the first
 * page, and take the processor the page is measured on.
 */
export const WITHOUT_BROWSER_UI = '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup'

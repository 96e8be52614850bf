import { NOTICE_ACCEPTED_CLASS, NOTICE_STORAGE_KEY } from './noticeAcceptance'

/** Class on <html> for a browser that prefers English to Italian. */
const NOTICE_IN_ENGLISH_CLASS = 'notice-in-english'

/** The notice's controls that accept it: the Accept button and "More information". */
const NOTICE_ACCEPTING_CONTROLS = '.medical-notice__accept, .medical-notice__more'

const key = JSON.stringify(NOTICE_STORAGE_KEY)

/**
 * Inline script placed in <head>, run before first paint: a visitor who accepted the medical
 * notice before gets a class on <html> that hides the prerendered notice, so it never flashes.
 * The page's scripts start only after the page is painted and loaded, and the prerendered notice
 * already closes without them; so an accepting click made before they run is stored here, and
 * the visitor is not asked again on the next page. A browser that prefers English to Italian gets
 * a class too (NOTICE_IN_ENGLISH_CLASS): an Italian page's notice is then shown in English
 * (MedicalNotice.css).
 */
export const noticeHeadScript =
  `try{if(localStorage.getItem(${key})==='true')document.documentElement.classList.add(${JSON.stringify(NOTICE_ACCEPTED_CLASS)})}catch(e){}` +
  `try{if((navigator.languages||[navigator.language]).map(function(l){return l.slice(0,2).toLowerCase()}).filter(function(l){return l==='it'||l==='en'})[0]==='en')document.documentElement.classList.add(${JSON.stringify(NOTICE_IN_ENGLISH_CLASS)})}catch(e){}` +
  `document.addEventListener('click',function(e){if(e.target instanceof Element&&e.target.closest(${JSON.stringify(NOTICE_ACCEPTING_CONTROLS)}))try{localStorage.setItem(${key},'true')}catch(x){}},true)`

import { langs } from '@/catalogue/schema'
import { NOTICE_ACCEPTED_CLASS, NOTICE_STORAGE_KEY } from './noticeAcceptance'

/** The notice's controls that accept it: the Accept button and "More information". */
export const NOTICE_ACCEPTING_CONTROLS = '.medical-notice__accept, .medical-notice__more'

const key = JSON.stringify(NOTICE_STORAGE_KEY)

/**
 * Inline script placed in <head>, run before first paint: a visitor who accepted the medical
 * notice before gets a class on <html> that hides the prerendered notice, so it never flashes.
 * The page's scripts start only after the page is painted and loaded, and the prerendered notice
 * already closes without them; so an accepting click made before they run is stored here, and
 * the visitor is not asked again on the next page. The first of the site's languages the browser
 * prefers is noted as a class too (notice-prefers-en): the notice is then shown in it, on a page of
 * the other language (MedicalNotice.css).
 */
export const noticeHeadScript =
  `try{if(localStorage.getItem(${key})==='true')document.documentElement.classList.add(${JSON.stringify(NOTICE_ACCEPTED_CLASS)})}catch(e){}` +
  `try{var p=(navigator.languages||[navigator.language]).map(function(l){return l.slice(0,2).toLowerCase()}).filter(function(l){return ${JSON.stringify(langs)}.indexOf(l)>=0})[0];if(p)document.documentElement.classList.add('notice-prefers-'+p)}catch(e){}` +
  `document.addEventListener('click',function(e){if(e.target instanceof Element&&e.target.closest(${JSON.stringify(NOTICE_ACCEPTING_CONTROLS)}))try{localStorage.setItem(${key},'true')}catch(x){}},true)`

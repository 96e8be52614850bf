import { NOTICE_ACCEPTED_CLASS, NOTICE_STORAGE_KEY } from './noticeAcceptance'

/**
 * Inline script placed in <head>, run before first paint: a visitor who accepted the medical
 * notice before gets a class on <html> that hides the prerendered notice, so it never flashes.
 */
export const noticeHeadScript = `try{if(localStorage.getItem(${JSON.stringify(NOTICE_STORAGE_KEY)})==='true')document.documentElement.classList.add(${JSON.stringify(NOTICE_ACCEPTED_CLASS)})}catch(e){}`

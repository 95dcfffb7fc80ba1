// The browser's time zone, found off the page's thread: a page's first date formatter loads
// ICU's time zone data (~40 ms here, ~170 ms on a phone's CPU), which held up the public pages'
// first task before hydration (Lighthouse profile of home, issue 12).
import { browserTimeZone } from './formats';

postMessage(browserTimeZone());

/** The layout feature's public entry: what other folders may import from it. */
export { Footer } from './Footer';
export { Header } from './Header';
export { InterviewRedDot } from './InterviewRedDot';

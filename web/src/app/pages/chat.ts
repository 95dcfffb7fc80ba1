/** The chat pages, one chunk loaded when one of them is opened (see page-routes). */
export { ChatPage } from '../../chat';

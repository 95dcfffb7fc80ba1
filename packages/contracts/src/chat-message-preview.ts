import type { TChatStoredBody } from './chat-frames';

/**
 * One line for a message: the list's last-message preview and the system notification, in the
 * tab and in a Web Push. `t` looks up the jobseeker namespace's `chat.*` keys.
 */
export function messagePreview(body: TChatStoredBody, recalled: boolean, t: (key: string) => string): string {
  if (recalled || body.kind === 'recalled') return t('chat.message_recalled');
  switch (body.kind) {
    case 'text':
      return body.text;
    case 'emoji':
      return body.emoji;
    case 'image':
      return t('chat.preview_image');
    case 'file':
      return `${t('chat.preview_file')} ${body.name}`;
    case 'interview':
      return t('chat.preview_interview');
    case 'offer':
      return t('chat.preview_offer');
    case 'exchange':
      return t('chat.preview_exchange');
    case 'resume':
      return `${t('chat.preview_resume')} ${body.filename}`;
  }
}

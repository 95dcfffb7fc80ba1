/**
 * An uploaded file's type, decided by its bytes; the name's extension must agree, so a renamed
 * program is refused whatever the browser claimed. Chat attachments take every type here; a
 * feature that takes fewer (license attachments) narrows the answer.
 */
export interface UploadedFileType {
  kind: 'image' | 'file';
  mime: string;
  extension: string;
}

const types: { extensions: string[]; type: UploadedFileType; matches: (b: Uint8Array) => boolean }[] = [
  {
    extensions: ['png'],
    type: image('image/png', 'png'),
    matches: (b) => starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  {
    extensions: ['jpg', 'jpeg'],
    type: image('image/jpeg', 'jpg'),
    matches: (b) => starts(b, [0xff, 0xd8, 0xff]),
  },
  { extensions: ['gif'], type: image('image/gif', 'gif'), matches: (b) => ascii(b, 0, 'GIF8') },
  {
    extensions: ['webp'],
    type: image('image/webp', 'webp'),
    matches: (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP'),
  },
  { extensions: ['pdf'], type: file('application/pdf', 'pdf'), matches: (b) => ascii(b, 0, '%PDF-') },
  { extensions: ['doc'], type: file('application/msword', 'doc'), matches: ole },
  { extensions: ['xls'], type: file('application/vnd.ms-excel', 'xls'), matches: ole },
  { extensions: ['ppt'], type: file('application/vnd.ms-powerpoint', 'ppt'), matches: ole },
  {
    extensions: ['docx'],
    type: file('application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'),
    matches: (b) => zip(b) && includes(b, 'word/'),
  },
  {
    extensions: ['xlsx'],
    type: file('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'),
    matches: (b) => zip(b) && includes(b, 'xl/'),
  },
  {
    extensions: ['pptx'],
    type: file('application/vnd.openxmlformats-officedocument.presentationml.presentation', 'pptx'),
    matches: (b) => zip(b) && includes(b, 'ppt/'),
  },
];

/** Images (PNG, JPEG, GIF, WebP) and documents (PDF, Word, Excel, PowerPoint); null for anything else. */
export function uploadedFileType(filename: string, bytes: Uint8Array): UploadedFileType | null {
  const extension = filename.toLowerCase().match(/\.([a-z]+)$/)?.[1] ?? '';
  const entry = types.find((t) => t.extensions.includes(extension));
  return entry?.matches(bytes) ? entry.type : null;
}

function image(mime: string, extension: string): UploadedFileType {
  return { kind: 'image', mime, extension };
}
function file(mime: string, extension: string): UploadedFileType {
  return { kind: 'file', mime, extension };
}
function starts(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((byte, i) => bytes[i] === byte);
}
function ascii(bytes: Uint8Array, at: number, text: string): boolean {
  return [...text].every((ch, i) => bytes[at + i] === ch.charCodeAt(0));
}
function ole(bytes: Uint8Array): boolean {
  return starts(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
}
function zip(bytes: Uint8Array): boolean {
  return starts(bytes, [0x50, 0x4b, 0x03, 0x04]);
}
function includes(bytes: Uint8Array, text: string): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(text, 0, 'latin1');
}

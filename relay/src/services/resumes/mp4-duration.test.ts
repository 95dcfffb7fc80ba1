import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mp4Duration } from './mp4-duration';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name));

/** A box: 32-bit size, four-letter type, content. */
function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

const ftyp = (major = 'isom', ...compatible: string[]) =>
  box('ftyp', Buffer.from(major, 'latin1'), Buffer.alloc(4), Buffer.from(compatible.join(''), 'latin1'));

function mvhdV0(timescale: number, duration: number): Buffer {
  const content = Buffer.alloc(100);
  content.writeUInt32BE(timescale, 12);
  content.writeUInt32BE(duration, 16);
  return box('mvhd', content);
}

function mvhdV1(timescale: number, duration: bigint): Buffer {
  const content = Buffer.alloc(112);
  content.writeUInt8(1, 0);
  content.writeUInt32BE(timescale, 20);
  content.writeBigUInt64BE(duration, 24);
  return box('mvhd', content);
}

describe('the duration of an MP4, read from its mvhd box', () => {
  it('reads real files with moov at the start and at the end', () => {
    expect(mp4Duration(fixture('two-seconds.mp4'))?.seconds).toBeCloseTo(2, 1);
    expect(mp4Duration(fixture('two-seconds-moov-at-end.mp4'))?.seconds).toBeCloseTo(2, 1);
    expect(mp4Duration(fixture('three-minutes-one-second.mp4'))?.seconds).toBeCloseTo(181, 0);
  });

  it('reads version 0 and version 1 headers with their time scale', () => {
    expect(mp4Duration(Buffer.concat([ftyp(), box('moov', mvhdV0(600, 1800))]))).toEqual({ seconds: 3 });
    const long = Buffer.concat([ftyp('mp42'), box('free'), box('moov', mvhdV1(90_000, 90_000n * 181n))]);
    expect(mp4Duration(long)).toEqual({ seconds: 181 });
  });

  it('finds moov after a large mdat with a 64-bit size', () => {
    const mdat = Buffer.alloc(16 + 64);
    mdat.writeUInt32BE(1);
    mdat.write('mdat', 4, 'latin1');
    mdat.writeBigUInt64BE(BigInt(mdat.length), 8);
    expect(mp4Duration(Buffer.concat([ftyp(), mdat, box('moov', mvhdV0(1000, 5000))]))).toEqual({
      seconds: 5,
    });
  });

  it('reads a fragmented MP4 whose length is in mvex/mehd', () => {
    const mehd = box('mehd', Buffer.from([0, 0, 0, 0, 0, 0, 0x2e, 0xe0])); // 12,000
    const moov = box('moov', mvhdV0(1000, 0), box('mvex', mehd));
    expect(mp4Duration(Buffer.concat([ftyp('iso5'), moov]))).toEqual({ seconds: 12 });
  });

  it('refuses what is not an MP4 or has no readable duration', () => {
    const cases: [string, Buffer][] = [
      ['empty', Buffer.alloc(0)],
      ['a PDF', Buffer.from('%PDF-1.4 not a video')],
      ['QuickTime', Buffer.concat([ftyp('qt  ', 'qt  '), box('moov', mvhdV0(600, 600))])],
      ['no moov', Buffer.concat([ftyp(), box('mdat', Buffer.alloc(10))])],
      ['no mvhd', Buffer.concat([ftyp(), box('moov', box('trak'))])],
      ['unknown duration', Buffer.concat([ftyp(), box('moov', mvhdV0(600, 0xffffffff))])],
      ['zero time scale', Buffer.concat([ftyp(), box('moov', mvhdV0(0, 600))])],
      ['zero duration', Buffer.concat([ftyp(), box('moov', mvhdV0(600, 0))])],
      ['truncated mvhd', Buffer.concat([ftyp(), box('moov', box('mvhd', Buffer.alloc(6)))])],
      [
        'a box larger than the file',
        Buffer.concat([ftyp(), Buffer.from([0, 0, 0xff, 0, 0x6d, 0x6f, 0x6f, 0x76])]),
      ],
      ['WebM', Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0, 0, 0, 0, 0])],
    ];
    for (const [name, bytes] of cases) expect(mp4Duration(bytes), name).toBeNull();
  });
});

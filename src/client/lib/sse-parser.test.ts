import { describe, expect, it } from 'vitest';
import { SseParser } from './sse-parser.ts';
import type { SseMessage } from './sse-parser.ts';

function parse(chunks: string[]) {
  const messages: SseMessage[] = [];
  const retries: number[] = [];
  const comments: string[] = [];
  const parser = new SseParser({
    message: (message) => messages.push(message),
    retry: (ms) => retries.push(ms),
    comment: (text) => comments.push(text),
  });
  for (const chunk of chunks) parser.push(chunk);
  return { messages, retries, comments, parser };
}

/** Every way of cutting `text` in two, plus one character at a time. */
function cuts(text: string): string[][] {
  const ways = [[...text]];
  for (let i = 1; i < text.length; i += 1) ways.push([text.slice(0, i), text.slice(i)]);
  return ways;
}

describe('SseParser', () => {
  it('reads CRLF, LF and CR line ends wherever the chunks are cut, a CRLF split in two included', () => {
    const text = '\uFEFFid: 1\r\nevent: likes\r\ndata: a\r\n\r\nid: 2\revent: comments\rdata: b\r\rid: 3\nevent: post\ndata: c\n\n';
    for (const chunks of cuts(text)) {
      expect(parse(chunks).messages).toEqual([
        { id: '1', event: 'likes', data: 'a' },
        { id: '2', event: 'comments', data: 'b' },
        { id: '3', event: 'post', data: 'c' },
      ]);
    }
  });

  it('joins data lines with a newline and strips one space after the colon only', () => {
    const { messages } = parse(['data:first\ndata:  second\ndata\n\n']);
    expect(messages).toEqual([{ id: '', event: 'message', data: 'first\n second\n' }]);
  });

  it('skips comments (heartbeats), unknown fields and events without data, and keeps an unfinished event back', () => {
    const { messages, comments } = parse([': keep-alive\n', 'event: reset\n\n', 'foo: bar\ndata: {}\n\n', 'data: half']);
    expect(comments).toEqual(['keep-alive']);
    expect(messages).toEqual([{ id: '', event: 'message', data: '{}' }]);
  });

  it('takes a numeric retry only, and an id without NUL; the id sticks to later events', () => {
    const { messages, retries, parser } = parse(['retry: 5000\nretry: 5s\nid: 7\ndata: x\n\nid: a\0b\ndata: y\n\n']);
    expect(retries).toEqual([5000]);
    expect(messages.map((m) => m.id)).toEqual(['7', '7']);
    expect(parser.lastEventId).toBe('7');
  });

  it('counts an id as seen only at the blank line that ends its event', () => {
    const { parser } = parse(['id: 1\ndata: x\n\nid: 2\ndata: y\n']);
    expect(parser.lastEventId).toBe('1');
    parser.push('\n');
    expect(parser.lastEventId).toBe('2');
  });

  it('drops a BOM only at the very start', () => {
    const { messages } = parse(['\uFEFF', 'data: a\n\n\uFEFFdata: b\n\n']);
    expect(messages.map((m) => m.data)).toEqual(['a']);
  });
});

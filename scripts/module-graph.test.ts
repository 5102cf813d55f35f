import { describe, expect, it } from 'vitest';
import { circles, fileGraph, moduleGraph } from './module-graph.ts';

describe('the server import graph', () => {
  const files = fileGraph();

  it('reads the imports of every server file', () => {
    expect(files.get('app.ts')).toContain('modules/events/event-staff.routes.ts');
    expect(files.size).toBeGreaterThan(200);
  });

  it('has no circle among files: no file imports a file that imports it back', () => {
    expect(circles(files)).toEqual([]);
  });

  it('has no circle among modules: events build on posts, and posts never reach back', () => {
    const modules = moduleGraph(files);
    expect(circles(modules)).toEqual([]);
    expect(modules.get('events')).toContain('posts');
    expect(modules.get('posts')).not.toContain('events');
  });

  it('finds a circle when there is one', () => {
    expect(circles(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']]]))).toEqual(['a > b > c > a']);
  });
});

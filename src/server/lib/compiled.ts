/**
 * Whether this process runs the compiled server (dist/node, plain `node`, decision 083) or its TypeScript sources
 * (tsx, in development and tests): the files it finds beside itself are named for it.
 */
export const runsCompiled = import.meta.url.endsWith('.js');

/** A module's own file beside `base` (an `import.meta.url`), by its name without extension, as this process runs it. */
export const sibling = (name: string, base: string): URL => new URL(`${name}.${runsCompiled ? 'js' : 'ts'}`, base);

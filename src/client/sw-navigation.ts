/// <reference lib="webworker" />
/**
 * How the service worker answers a page's address (decision 078). Every address of the app (`/`, `/events`,
 * `/events/{id}`, `/posts/{id}`, `/search?q=…`, `/admin`, whatever the router adds) is asked of the server first,
 * which writes the page for it (Home's first answers, the page's title); when the network fails, is too slow or the
 * server is down, the precached page (the app shell) opens instead and the app shows what the device kept. The API,
 * pictures and files (a name with an extension, as the server tells them apart) are not the app's addresses.
 */

/** How long a page's address waits for the network before the app shell opens instead (a connection that hangs). */
export const NAVIGATION_TIMEOUT_MS = 3000;

/** Whether a path is one of the app's addresses, answered with the page (the server's rule, plugins/client.ts). */
export function isAppAddress(pathname: string): boolean {
  if (/^\/(api|media)(\/|$)/.test(pathname) || pathname.startsWith('/assets/')) return false;
  return !/\.[A-Za-z0-9]{1,12}$/.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}

/** What the handler is given: the request, its address and the fetch event (for the navigation preload). */
export interface NavigationRequest {
  request: Request;
  url: URL;
  event: { preloadResponse?: Promise<Response | undefined> } | ExtendableEvent;
}

/** The network's answer: the navigation preload's when the browser started one, else a fetch of its own. */
function fromNetwork({ request, event }: NavigationRequest): Promise<Response> {
  const preload = 'preloadResponse' in event ? event.preloadResponse : undefined;
  return Promise.resolve(preload).then((preloaded) => preloaded ?? fetch(request));
}

/** Resolves with null after `ms`, and stops waiting when `until` settles first. */
function timeout(ms: number, until: Promise<unknown>): Promise<null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    void until.finally(() => clearTimeout(timer)).catch(() => undefined);
  });
}

/**
 * The handler of same-origin navigations. `shell` answers the precached page. An address that is not the app's goes
 * to the network as it would without a worker.
 */
export function navigationHandler(shell: () => Promise<Response | undefined>, timeoutMs: number = NAVIGATION_TIMEOUT_MS) {
  return async (navigation: NavigationRequest): Promise<Response> => {
    const network = fromNetwork(navigation);
    if (!isAppAddress(navigation.url.pathname)) return network;
    const answered = network.catch(() => null);
    const answer = await Promise.race([answered, timeout(timeoutMs, answered)]);
    if (answer && answer.status < 500) return answer;
    return (await shell()) ?? answer ?? Response.error();
  };
}

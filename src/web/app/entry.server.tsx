import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { requestLanguage } from '@/shared/i18n/language';
import { getTranslations } from '@/web/i18n/i18n.server';

/** How long a streamed page may wait for its slow parts before they are drawn as errors. */
export const streamTimeout = 5_000;

/**
 * Draws a page with React on the server and streams it: the shell as soon as it is ready (slow parts
 * follow behind `<Suspense>`), or the whole page for crawlers. The page is drawn in the visitor's language
 * (language cookie, else Accept-Language), the same one the root loader gives the browser.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const language = requestLanguage({
    cookie: request.headers.get('cookie') ?? undefined,
    acceptLanguage: request.headers.get('accept-language') ?? undefined,
  });
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const isCrawler = Boolean(userAgent && isbot(userAgent));
    const readyOption: keyof RenderToPipeableStreamOptions =
      isCrawler || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={getTranslations(language)}>
        <ServerRouter context={routerContext} url={request.url} nonce={loadContext.nonce} />
      </I18nextProvider>,
      {
        nonce: loadContext.nonce,
        // Crawlers get every streamed part in its place, however large (not moved in by a script).
        ...(isCrawler ? { progressiveChunkSize: Number.MAX_SAFE_INTEGER } : {}),
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell reject above and are logged by the request handler; a visitor who left
          // mid-stream is not an error of the page.
          if (shellRendered && !request.signal.aborted)
            loadContext.request.log.error({ err: error }, 'page stream failed');
        },
      },
    );
  });
}

/** Errors thrown by loaders and actions (not redirects or aborted requests) go to the server's log. */
export function handleError(
  error: unknown,
  { request, context }: { request: Request; context: AppLoadContext },
) {
  if (request.signal.aborted) return;
  context.request.log.error({ err: error }, 'page loader or action failed');
}

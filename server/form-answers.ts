/**
 * How the receiver answers a form post it refuses: an HTML page for a browser's form post, the
 * JSON body otherwise. Shared by the enquiry API and the app-wide error handler (a 413 or 429 is
 * raised before the route's handler runs).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

import type { ServerConfig } from './config';
import { renderFormPage } from './form-page';
import type { FormPageInput, FormPageStatus } from './form-page';
import { stringField, wantsHtml } from './form-post';
import { backUrl, formPageCandidates, isKnownOrigin, redirectScope, requestOrigin } from './origins';
import type { RedirectScope } from './origins';

export interface FormAnswers {
  /**
   * Where a form post's visitor may be sent, for this request; null when its Host is unusable. A
   * Host the receiver does not know (a refused post) is never linked to.
   */
  scopeFor(request: FastifyRequest): RedirectScope | null;
  /** The form's page, from the page_url it carried (when the body was read) and the Referer. */
  formPages(request: FastifyRequest, pageUrl?: string): (string | undefined)[];
  /** An HTML page for a browser's form post, the JSON body otherwise. */
  refuse(
    request: FastifyRequest,
    reply: FastifyReply,
    status: FormPageStatus,
    json: Record<string, unknown>,
    page?: Omit<FormPageInput, 'status' | 'backHref'>,
  ): FastifyReply;
}

export function createFormAnswers(config: ServerConfig, known: ReadonlySet<string>, hasSite: boolean): FormAnswers {
  const scopeFor = (request: FastifyRequest): RedirectScope | null => {
    const own = requestOrigin(request);
    if (own === null) return null;
    return redirectScope(config, isKnownOrigin(known, own) ? own : null, hasSite);
  };
  const formPages = (request: FastifyRequest, pageUrl = stringField(request.body, 'page_url')): (string | undefined)[] =>
    formPageCandidates(requestOrigin(request), pageUrl, request.headers.referer);
  const refuse: FormAnswers['refuse'] = (request, reply, status, json, page = {}) => {
    reply.header('cache-control', 'no-store');
    if (!wantsHtml(request)) return reply.code(status).send(json);
    const scope = scopeFor(request);
    const backHref = scope ? backUrl(scope, formPages(request)) : '/';
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(renderFormPage({ ...page, status, backHref }));
  };
  return { scopeFor, formPages, refuse };
}

import type { Route } from '@playwright/test';
import { RISER_REQUEST_ID_HEADER } from '../../common/http-headers';

/**
 * Answers an intercepted request the way Riser's server does: JSON that echoes the request's
 * X-Riser-Request-Id. Without the echo the app takes the answer for a captive portal's or a
 * proxy's (DESIGN §6, "Answers we trust"), so a refusal faked without it never reads as one.
 */
export function answerAsServer(route: Route, status: number, body: unknown) {
  return route.fulfill({
    status,
    contentType: 'application/json',
    headers: { [RISER_REQUEST_ID_HEADER]: route.request().headers()[RISER_REQUEST_ID_HEADER] ?? '' },
    body: JSON.stringify(body),
  });
}

// The family's short page, /v/<code> (and its QR alone, /v/<code>/qr.svg): no login and no app script, a small
// server-rendered page with the voucher's QR as inline SVG, its amount and validity, nothing personal, in the family's
// language (page-texts.ts). Data from the API's public look-up, which answers only for APPROVED distributions. Rate-limited per client address here
// (and again at the API, which the gateway tells who the client is), so codes cannot be guessed by trying.
import { formatMoney } from '@aid/common/distributions';
import { ClientRateLimiter } from '@aid/common/rate-limit';
import { type PublicVoucherJson, publicVoucherJsonSchema, VOUCHER_PAGE_RATE_PER_MINUTE } from '@aid/common/vouchers';
import express, { type Request, type Response, type Router } from 'express';
import QRCode from 'qrcode';
import { requestIdOf, requestLog } from '../logger.js';
import { type PageTexts, pageTexts, pageTextsForBrowser } from './page-texts.js';

export type VoucherPageOptions = {
  apiUrl: string;
  /** Proves to the API that the forwarded client address is ours to tell (GATEWAY_SECRET). */
  gatewaySecret?: string;
  perMinute?: number;
};

/** The client's address: Express's req.ip, which honours the app's `trust proxy` setting behind a proxy. */
const clientOf = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function securityHeaders(res: Response): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res.setHeader('Referrer-Policy', 'no-referrer');
  // Nothing to run, nothing to load: inline styles and the inline SVG only.
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
}

/** A value that reads left to right whatever the page's direction (an amount, a date): isolated from the words. */
const ltr = (text: string) => `<bdi dir="ltr">${escapeHtml(text)}</bdi>`;

function page(texts: PageTexts, title: string, body: string): string {
  return `<!doctype html>
<html lang="${texts.lang}" dir="${texts.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:24px;text-align:center;color:#111}
main{max-width:360px;margin:0 auto}.qr svg{width:100%;height:auto}.amount{font-size:2rem;font-weight:700;margin:16px 0 4px}
.muted{color:#555}</style></head><body><main>${body}</main></body></html>`;
}

function plain(res: Response, texts: PageTexts, status: number, title: string, message: string): void {
  res
    .status(status)
    .type('html')
    .send(page(texts, title, `<h1>${escapeHtml(title)}</h1><p class="muted">${escapeHtml(message)}</p>`));
}

const qrSvg = (payload: string) => QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });

type Lookup = { voucher: PublicVoucherJson } | { status: number };

async function lookUp(options: VoucherPageOptions, req: Request, res: Response): Promise<Lookup> {
  const headers: Record<string, string> = { accept: 'application/json', 'x-request-id': requestIdOf(res) };
  if (options.gatewaySecret) {
    headers['x-gateway-secret'] = options.gatewaySecret;
    headers['x-forwarded-for'] = clientOf(req);
  }
  const url = new URL(`/public/vouchers/${encodeURIComponent(String(req.params.code))}`, options.apiUrl);
  try {
    const answer = await fetch(url, { headers });
    if (answer.status !== 200) return { status: answer.status };
    const parsed = publicVoucherJsonSchema.safeParse(await answer.json());
    if (parsed.success) return { voucher: parsed.data };
    requestLog(res).error({ issues: parsed.error.issues }, 'public voucher answer not understood');
  } catch (error) {
    requestLog(res).error({ err: error }, 'public voucher look-up failed');
  }
  return { status: 502 };
}

export function voucherPageRoutes(options: VoucherPageOptions): Router {
  const router = express.Router();
  const limiter = new ClientRateLimiter(options.perMinute ?? VOUCHER_PAGE_RATE_PER_MINUTE);

  /** The voucher, or false once the refusal was sent. */
  const voucherFor = async (req: Request, res: Response): Promise<PublicVoucherJson | false> => {
    securityHeaders(res);
    // No voucher, no family to ask: a refusal speaks the browser's language.
    const t = pageTextsForBrowser(req.get('accept-language'));
    res.setHeader('Vary', 'Accept-Language');
    const decision = limiter.take(clientOf(req));
    if (!decision.allowed) {
      res.setHeader('Retry-After', String(decision.retryAfterSeconds));
      plain(res, t, 429, t.tooManyRequests, t.retryIn(decision.retryAfterSeconds));
      return false;
    }
    const found = await lookUp(options, req, res);
    if ('voucher' in found) return found.voucher;
    if (found.status === 404 || found.status === 422) {
      plain(res, t, 404, t.notFound, t.checkTheLink);
    } else if (found.status === 429) {
      plain(res, t, 429, t.tooManyRequests, t.retryInAMinute);
    } else {
      plain(res, t, 502, t.unavailable, t.retryLater);
    }
    return false;
  };

  router.get('/v/:code', async (req, res) => {
    const voucher = await voucherFor(req, res);
    if (!voucher) return;
    // The family's language, as the API tells it.
    const t = pageTexts(voucher.language);
    const used =
      voucher.usageStatus === 'FULLY_USED'
        ? `<p class="muted">${escapeHtml(t.used)}</p>`
        : voucher.usageStatus === 'PARTIALLY_USED'
          ? `<p class="muted">${t.remaining(ltr(formatMoney(voucher.remainingAmount, voucher.currency)))}</p>`
          : '';
    const valid = voucher.validUntil ? `<p class="muted">${t.validUntil(ltr(voucher.validUntil))}</p>` : '';
    res
      .status(200)
      .type('html')
      .send(
        page(
          t,
          t.yourVoucher,
          `<div class="qr">${await qrSvg(voucher.qrPayload)}</div>` +
            `<p class="amount">${ltr(formatMoney(voucher.amount, voucher.currency))}</p>${valid}${used}`,
        ),
      );
  });

  router.get('/v/:code/qr.svg', async (req, res) => {
    const voucher = await voucherFor(req, res);
    if (!voucher) return;
    res
      .status(200)
      .type('image/svg+xml')
      .send(await qrSvg(voucher.qrPayload));
  });

  return router;
}

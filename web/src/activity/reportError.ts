// Crash reports for POST /log-error (spec §7). Skipped on localhost, where the developer sees the console.

export type ErrorReport = {
  message: string;
  stack?: string;
  componentStack?: string;
  url: string;
  pathname: string;
  userAgent: string;
  searchParams: string;
};

export function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

export function errorReport(error: unknown, componentStack?: string): ErrorReport {
  const err = error instanceof Error ? error : new Error(String(error));
  return {
    message: err.message,
    stack: err.stack,
    componentStack: componentStack ?? undefined,
    url: window.location.href,
    pathname: window.location.pathname,
    userAgent: navigator.userAgent,
    searchParams: window.location.search,
  };
}

export async function reportError(error: unknown, componentStack?: string): Promise<void> {
  if (isLocalHost(window.location.hostname)) return;
  try {
    await fetch('/log-error', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(errorReport(error, componentStack)),
    });
  } catch {
    // Reporting must never cause a second failure on an already broken screen.
  }
}

// The part of Playwright's API the slow-phone benchmark uses. Playwright is the e2e package's dependency, loaded
// from there at run time (slow-phone.ts); its own types cannot be reached from this package (pnpm keeps them under
// e2e/node_modules, whose nested imports TypeScript does not follow from here), so these few are declared.
export type Locator = {
  waitFor(options: { state?: 'visible' | 'attached'; timeout?: number }): Promise<void>;
  click(options?: { timeout?: number }): Promise<void>;
  inputValue(): Promise<string>;
  getByTestId(id: string): Locator;
};

export type Page = {
  goto(url: string, options: { waitUntil: 'commit' | 'load'; timeout?: number }): Promise<unknown>;
  reload(options?: { waitUntil: 'commit' | 'load'; timeout?: number }): Promise<unknown>;
  getByTestId(id: string): Locator;
  keyboard: { type(text: string): Promise<void> };
  evaluate<T>(fn: () => T | Promise<T>): Promise<T>;
  waitForFunction(fn: () => boolean, arg: undefined, options: { timeout: number }): Promise<unknown>;
  waitForTimeout(ms: number): Promise<void>;
  close(): Promise<void>;
};

export type CDPSession = {
  send(method: string, params?: Record<string, unknown>): Promise<unknown>;
  on(event: string, listener: (event: { encodedDataLength: number }) => void): void;
};

export type BrowserContext = {
  addInitScript(script: (arg: string) => void, arg: string): Promise<void>;
  newPage(): Promise<Page>;
  newCDPSession(page: Page): Promise<CDPSession>;
  setOffline(offline: boolean): Promise<void>;
  close(): Promise<void>;
};

export type Browser = {
  newContext(options: {
    baseURL: string;
    serviceWorkers: 'allow';
    viewport: { width: number; height: number };
  }): Promise<BrowserContext>;
  close(): Promise<void>;
};

export type Chromium = { launch(options: { executablePath: string; args: string[] }): Promise<Browser> };

// MockPass ships no types: the few parts the stand-in uses, as they are (CommonJS).
declare module '@opengovsg/mockpass/lib/express/index.js' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type ExpressApp = ((req: IncomingMessage, res: ServerResponse) => void) & Record<string, unknown>;
  interface MockPassOptions {
    serviceProvider: { cert: Buffer; pubKey: Buffer };
    showLoginPage: (req: unknown) => boolean;
    encryptMyInfo: boolean;
    cryptoConfig: Record<string, boolean>;
    isStateless: boolean;
  }
  export function configOIDC(app: ExpressApp, options: MockPassOptions): ExpressApp;
  export const configMyInfo: {
    consent(app: ExpressApp, options: MockPassOptions): ExpressApp;
    v3(app: ExpressApp, options: MockPassOptions): ExpressApp;
  };
}

declare module '@opengovsg/mockpass/lib/assertions.js' {
  export const myinfo: { v3: { personas: Record<string, Record<string, Record<string, unknown>>> } };
  export const oidc: { singPass: { nric: string; uuid: string }[] };
}

/** The part of autocannon's programmatic API (no bundled types) the rolling-restart scenario uses. */
declare module 'autocannon' {
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    requests?: {
      method?: string;
      path?: string;
      /** Builds the request from the connection's context; a falsy answer starts the sequence again. */
      setupRequest?: (request: Request, context: Record<string, unknown>) => Request | null;
      onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
    }[];
  }
  export interface Result {
    requests: { total: number; average: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    '5xx': number;
  }
  export interface Instance {
    stop(): void;
  }
  export default function autocannon(options: Options, done: (err: Error | null, result: Result) => void): Instance;
}

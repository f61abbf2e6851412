/** The envelope every API call answers with (docs/architecture.md#errors-and-messages). `data` is left to each journey to read. */
export interface Envelope {
  code: number;
  msg: string;
  data: never;
}

/** Calls the shop's API as its front ends do (JSON in, the envelope out), for a journey's setup and checks. */
export async function callApi(
  baseUrl: string,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Envelope> {
  const response = await fetch(`${baseUrl}/api${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Envelope;
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The baseline: the least a Node HTTP server can do per request (a fixed JSON body), so the shop's numbers can be
 * read as a fraction of what this machine's Node and load generator manage at all.
 */
const body = JSON.stringify({ hello: 'world' });
const server = http.createServer((_request, response) => {
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  console.log(`BENCH_LISTENING ${(server.address() as AddressInfo).port}`);
});
const close = () => server.close(() => process.exit(0));
process.on('SIGTERM', close);
process.on('SIGINT', close);

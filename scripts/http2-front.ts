// A local HTTPS front speaking HTTP/2 for the benches, since phones reach the site over TLS and
// HTTP/2, not plain HTTP/1.1; a self-signed certificate is made with openssl for the run.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import os from "node:os";
import path from "node:path";

/** Headers that belong to one hop, and that HTTP/2 forbids. */
const HOP_HEADERS = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "host"]);

function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "front-"));
  try {
    const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-keyout",
        key,
        "-out",
        cert,
        "-days",
        "2",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
      ],
      {
        stdio: "ignore",
      },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startHttp2Front(target: string, port: number): Promise<{ base: string; stop: () => void }> {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, timeout: 4_000 });
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (request, response) => {
    const headers: http.OutgoingHttpHeaders = { host: upstream.host, "x-forwarded-proto": "https" };
    for (const [name, value] of Object.entries(request.headers)) if (!name.startsWith(":") && !HOP_HEADERS.has(name)) headers[name] = value;
    const forwarded = http.request({ host: upstream.hostname, port: upstream.port, path: request.url, method: request.method, headers, agent }, (answer) => {
      const answerHeaders: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(answer.headers)) if (!HOP_HEADERS.has(name)) answerHeaders[name] = value;
      response.writeHead(answer.statusCode ?? 502, answerHeaders);
      answer.pipe(response);
    });
    forwarded.on("error", () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    base: `https://127.0.0.1:${port}`,
    stop: () => {
      server.close();
      agent.destroy();
    },
  };
}

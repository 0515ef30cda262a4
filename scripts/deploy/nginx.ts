/**
 * A complete nginx.conf for the build (issue 24, "Static-host configuration generated from the build, never
 * written by hand"): the same answers as the Node server (app/server/app.ts) for every page, asset, redirect
 * and 404, with the same headers computed by the same code (app/server/security-headers.ts), and /api/ plus
 * the form posts proxied to the function instances.
 */
import { LANGUAGES, localizePath, NOT_FOUND_PATHS, REDIRECTS } from "@medicare-guide/content/routes";
import { SECTION_FALLBACKS, type ServerManifest } from "../../app/server/app.ts";
import { FORM_POSTS } from "../../app/server/functions.ts";
import { contentSecurityPolicy, SECURITY_HEADERS } from "../../app/server/security-headers.ts";
import { KNOWN_TYPES } from "../../app/server/static-files.ts";

/** Where Debian's libnginx-mod-http-brotli-static puts the module (deploy-config --brotli auto looks here). */
export const BROTLI_STATIC_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

export interface NginxOptions {
  /** Port (or address:port) nginx listens on. */
  listen: string;
  /** Absolute path of build/client. */
  root: string;
  /** host:port of each function instance (npm run serve with TRUST_PROXY=1). */
  upstreams: string[];
  /** Folder for nginx's pid file and temporary files (must be writable by nginx). */
  stateDir: string;
  /** Absolute path of ngx_http_brotli_static_module.so when installed: .br files are then served too. */
  brotliModule?: string | undefined;
  /** Where the JSON access log goes ("off" for none). */
  accessLog?: string;
  /** Extra connect-src origins of the CSP (FUNCTIONS_ORIGIN), as the Node server is given them. */
  connectSrc?: string[];
}

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";

/** A value in double quotes for nginx (the CSP and header values hold no quote or backslash, checked here). */
function quoted(value: string): string {
  if (/["\\\n$]/.test(value)) throw new Error(`cannot quote for nginx: ${value}`);
  return `"${value}"`;
}

/** The file a page is prerendered to, as nginx's $uri reads after try_files. */
function pageFile(path: string): string {
  return path === "/" ? "/index.html" : `${path}/index.html`;
}

/** A location that only answers (a redirect, a 404): every header still goes with it, as from the Node server. */
function answer(match: string, action: string): string {
  // The Node server's redirects carry no Cache-Control; its 404 pages revalidate.
  const cache = /^return 30\d/.test(action) ? undefined : REVALIDATE;
  return [`    location ${match} {`, headerLines(cache, "      "), `      ${action}`, "    }"].join("\n");
}

function headerLines(cacheControl: string | undefined, indent: string): string {
  const lines = [
    ...Object.entries(SECURITY_HEADERS).map(([name, value]) => `add_header ${name} ${quoted(value)} always;`),
    "add_header Content-Security-Policy $mg_csp always;",
    ...(cacheControl ? [`add_header Cache-Control ${quoted(cacheControl)} always;`] : []),
  ];
  return lines.map((l) => indent + l).join("\n");
}

export function nginxConfig(manifest: ServerManifest, options: NginxOptions): string {
  const connectSrc = options.connectSrc ?? [];
  const csp = (scriptHashes: string[] = []) => quoted(contentSecurityPolicy({ scriptHashes, connectSrc }));
  const pages = Object.entries(manifest.pages);
  const cspMap = pages.map(([path, page]) => `    ${quoted(pageFile(path))} ${csp(page.scriptHashes)};`);
  const types = Object.entries(KNOWN_TYPES).map(([ext, type]) => `    ${type.split(";")[0]} ${ext.slice(1)};`);
  const charsetTypes = [
    ...new Set(
      Object.values(KNOWN_TYPES).flatMap((t) =>
        t.includes("charset=utf-8") && !t.startsWith("text/html") ? [t.split(";")[0]] : [],
      ),
    ),
    "application/atom+xml",
  ];
  const upstreams = options.upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=5s;`);

  const redirects: string[] = [];
  for (const [from, to] of Object.entries(REDIRECTS)) {
    for (const lang of LANGUAGES) {
      redirects.push(answer(`= ${localizePath(from, lang)}`, `return 301 ${localizePath(to, lang)}$is_args$args;`));
    }
  }
  const fallbacks: string[] = [];
  for (const [section, target] of Object.entries(SECTION_FALLBACKS)) {
    for (const lang of LANGUAGES) {
      const prefix = `${localizePath(section, lang)}/`;
      fallbacks.push(
        `    location ^~ ${prefix} {`,
        headerLines(REVALIDATE, "      "),
        `      try_files $uri/index.html @fallback_${lang}_${section.replace(/\W/g, "")};`,
        "    }",
        answer(`@fallback_${lang}_${section.replace(/\W/g, "")}`, `return 302 ${localizePath(target, lang)};`),
      );
    }
  }
  const formPosts = [...FORM_POSTS.keys()].map((path) =>
    [
      `    location = ${path} {`,
      "      error_page 418 = @functions;",
      "      if ($request_method = POST) { return 418; }",
      headerLines(REVALIDATE, "      "),
      "      try_files $uri/index.html =404;",
      "    }",
    ].join("\n"),
  );

  return `# Generated by \`npm run deploy:config -- nginx\` from the build (scripts/deploy/nginx.ts): do not edit by hand.
${options.brotliModule ? `load_module ${options.brotliModule};\n` : ""}worker_processes auto;
pid ${options.stateDir}/nginx.pid;
error_log ${options.stateDir}/error.log warn;
events { worker_connections 1024; }

http {
  types {
${types.join("\n")}
    application/atom+xml xml-atom-feed;
  }
  default_type application/octet-stream;
  charset utf-8;
  charset_types ${charsetTypes.join(" ")};
  sendfile on;
  server_tokens off;
  client_body_temp_path ${options.stateDir}/client_body;
  proxy_temp_path ${options.stateDir}/proxy;
  fastcgi_temp_path ${options.stateDir}/fastcgi;
  uwsgi_temp_path ${options.stateDir}/uwsgi;
  scgi_temp_path ${options.stateDir}/scgi;
  # One JSON line per request, path without the query string (answers and tokens travel there).
  log_format mg_json escape=json '{"time":"$time_iso8601","requestId":"$request_id","method":"$request_method","path":"$uri","status":$status,"bytes":$body_bytes_sent,"durationMs":$request_time}';
  access_log ${options.accessLog ?? "off"}${options.accessLog && options.accessLog !== "off" ? " mg_json" : ""};

  map_hash_bucket_size 256;
  map_hash_max_size 8192;
  # Each page's CSP: the sha256 of that page's own inline scripts (build/server-manifest.json).
  map $uri $mg_csp {
    default ${csp()};
${cspMap.join("\n")}
  }
  # A page has no extension: the 404 page follows the language of the path.
  map $uri $mg_not_found {
    default ${pageFile(NOT_FOUND_PATHS.en)};
    ~^/es(/|$) ${pageFile(NOT_FOUND_PATHS.es)};
  }

  upstream mg_functions {
${upstreams.join("\n")}
    keepalive 16;
  }

  server {
    listen ${options.listen};
    root ${options.root};
    absolute_redirect off;
    gzip_static on;
    gzip_vary on;
${options.brotliModule ? "    brotli_static on;\n" : ""}    etag on;
    if_modified_since exact;
    error_page 404 $mg_not_found;
    # Node answers 405 for other methods on static paths.
    error_page 405 = @method_not_allowed;

    # One URL per page: /x/ -> /x (308 keeps the method), as the Node server does.
${answer("~ ^(?<mg_trimmed>/.*[^/])/+$", "return 308 $mg_trimmed$is_args$args;")}

${redirects.join("\n")}
${fallbacks.join("\n")}
${formPosts.join("\n")}

    location /api/ {
      proxy_pass http://mg_functions;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      # The function reads the client address from the right of this list (TRUST_PROXY=1).
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      # A dead instance (connection refused) is skipped; a request it already received is not sent twice.
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
      client_max_body_size 64k;
    }
    location = /healthz { proxy_pass http://mg_functions; }
    location = /readyz { proxy_pass http://mg_functions; }
    location @functions {
      proxy_pass http://mg_functions;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
    }
    location @method_not_allowed {
${headerLines(REVALIDATE, "      ")}
      add_header Allow "GET, HEAD" always;
      return 405 "Method Not Allowed";
    }

    # Hashed assets never change: a year, immutable.
    location ^~ /assets/ {
${headerLines(IMMUTABLE, "      ")}
      try_files $uri =404;
    }
    # The 404 pages answer 404 at their own address too; HTML files are reached only as pages.
${answer("= /404", "return 404;")}
${answer("= /es/404", "return 404;")}
    location ~ \\.html$ {
      internal;
${headerLines(REVALIDATE, "      ")}
    }
    location = / {
${headerLines(REVALIDATE, "      ")}
      try_files /index.html =404;
    }
    location / {
${headerLines(REVALIDATE, "      ")}
      try_files $uri/index.html $uri =404;
    }
  }
}
`;
}

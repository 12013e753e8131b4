// Writes .br and .gz beside each built asset so the server can send them without compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve('dist/app/client');
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|map|woff)$/;

function walk(dir) {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) walk(file);
    else if (compressible.test(entry)) {
      const data = readFileSync(file);
      if (data.length < 512) continue;
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    }
  }
}
walk(root);
console.log('precompressed assets in dist/app/client');

import { parseArgs } from 'node:util';

export const USAGE = 'Usage: npm run bench -- [--sizes 10k,50k,100k] [--seconds 10] [--connections 32] [--no-orders]';

export interface BenchArgs {
  sizes: number[];
  seconds: number;
  connections: number;
  /** Ends with bench/orders.ts's catalogue-scale orders per second on SQLite and PostgreSQL. */
  orders: boolean;
}

/** `10k` or `10000`: a positive whole number of products. */
function productCount(text: string): number {
  const match = /^(\d+)(k?)$/i.exec(text.trim());
  const n = match ? Number(match[1]) * (match[2] ? 1000 : 1) : NaN;
  if (!Number.isInteger(n) || n < 1) throw new Error(`--sizes: '${text}' is not a product count (10k or 10000).\n${USAGE}`);
  return n;
}

function positive(name: string, text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive whole number, got '${text}'.\n${USAGE}`);
  return n;
}

export function benchArgs(argv: string[]): BenchArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      sizes: { type: 'string', default: '10k,50k,100k' },
      seconds: { type: 'string', default: '10' },
      connections: { type: 'string', default: '32' },
      'no-orders': { type: 'boolean', default: false },
    },
  });
  return {
    sizes: values.sizes.split(',').map(productCount),
    seconds: positive('seconds', values.seconds),
    connections: positive('connections', values.connections),
    orders: !values['no-orders'],
  };
}

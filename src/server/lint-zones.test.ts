import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Every zone of eslint.config.js (docs/architecture.md "Lint zones"), run through the real config
 * on fixture code: each refuses a forbidden import with its own message and accepts an allowed one.
 * A refusal is asserted by the zone's own message, not by "some error": several zones may refuse the
 * same import (a shop page importing a clinic page breaks two), and removing one zone must still
 * fail its test. Fixture files need not exist; lintText only needs their path.
 */

const root = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });
const BOUNDARIES = 'local/architecture-boundaries';
const PUBLIC_MODULES = 'local/feature-public-modules';

/** The messages of our two architecture rules for `code` written at `path`. */
async function refusals(path: string, code: string, rule: string = BOUNDARIES): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  const fatal = result!.messages.filter((message) => message.fatal);
  expect(fatal, 'the fixture must parse').toEqual([]);
  return result!.messages.filter((message) => message.ruleId === rule).map((message) => message.message);
}

const reExport = (source: string) => `export * from '${source}';\n`;

interface Case {
  /** Where the fixture sits. */
  file: string;
  /** What it imports (relative to the fixture). */
  imports: string;
}

/** A zone: the message it refuses with, imports it refuses, and imports it lets through. */
interface Zone {
  name: string;
  message: RegExp;
  refused: Case[];
  allowed: Case[];
}

const audienceMessage = (audience: string, above: string, side: 'code' | 'pages') =>
  new RegExp(`^${audience} ${side} never imports? ${above}`);

const zones: Zone[] = [
  {
    name: 'src/domain imports nothing of ours but itself',
    message: /^src\/domain is pure rules/,
    refused: [
      { file: 'src/domain/fixture.ts', imports: '../contracts/common' },
      { file: 'src/domain/pricing/fixture.ts', imports: '../../server/errors' },
    ],
    allowed: [{ file: 'src/domain/pricing/fixture.ts', imports: '../money' }],
  },
  {
    name: 'src/contracts imports only src/domain',
    message: /^src\/contracts may import only src\/domain/,
    refused: [{ file: 'src/contracts/fixture.ts', imports: '../web/api/client' }],
    allowed: [{ file: 'src/contracts/fixture.ts', imports: '../domain/money' }],
  },
  {
    name: 'the server never imports the web app',
    message: /^The server never imports the web app/,
    refused: [{ file: 'src/server/shop/cart/fixture.ts', imports: '../../../web/ui/cx' }],
    allowed: [{ file: 'src/server/shop/cart/fixture.ts', imports: '../../../contracts/cart' }],
  },
  {
    name: 'the web app never imports the server',
    message: /^The web app never imports the server/,
    refused: [{ file: 'src/web/ui/fixture.ts', imports: '../../server/errors' }],
    allowed: [{ file: 'src/web/ui/fixture.ts', imports: '../../contracts/cart' }],
  },
  {
    name: 'server: shop code never imports clinic or platform code',
    message: audienceMessage('shop', 'clinic or platform', 'code'),
    refused: [
      { file: 'src/server/shop/orders/fixture.ts', imports: '../../clinic/orders' },
      { file: 'src/server/shop/cart/fixture.ts', imports: '../../platform/home' },
    ],
    // The shopper's audiences build on each other and on the shared layer.
    allowed: [
      { file: 'src/server/shop/cart/fixture.ts', imports: '../../account/pets' },
      { file: 'src/server/shop/cart/fixture.ts', imports: '../../shared/credit' },
    ],
  },
  {
    name: 'server: account code never imports clinic or platform code',
    message: audienceMessage('account', 'clinic or platform', 'code'),
    refused: [
      { file: 'src/server/account/pets/fixture.ts', imports: '../../platform/home' },
      { file: 'src/server/account/orders/fixture.ts', imports: '../../clinic/returns' },
    ],
    allowed: [{ file: 'src/server/account/orders/fixture.ts', imports: '../../shop/orders' }],
  },
  {
    name: 'server: clinic code never imports platform code',
    message: audienceMessage('clinic', 'platform', 'code'),
    refused: [{ file: 'src/server/clinic/orders/fixture.ts', imports: '../../platform/home' }],
    allowed: [
      { file: 'src/server/clinic/orders/fixture.ts', imports: '../../shop/orders' },
      { file: 'src/server/clinic/clients/fixture.ts', imports: '../../account/access' },
    ],
  },
  {
    name: 'web: shop pages never import clinic or platform code',
    message: audienceMessage('shop', 'clinic or platform', 'pages'),
    refused: [
      { file: 'src/web/features/shop/cart/Fixture.tsx', imports: '../../clinic/ClinicLayout' },
      { file: 'src/web/features/shop/catalogue/Fixture.tsx', imports: '../../platform/PlatformLayout' },
    ],
    allowed: [{ file: 'src/web/features/shop/cart/Fixture.tsx', imports: '../../../ui/portal/PortalLayout' }],
  },
  {
    name: 'web: account pages never import clinic or platform code',
    message: audienceMessage('account', 'clinic or platform', 'pages'),
    refused: [
      { file: 'src/web/features/account/pets/Fixture.tsx', imports: '../../platform/PlatformLayout' },
      { file: 'src/web/features/account/AccountFixture.tsx', imports: '../clinic/ClinicLayout' },
    ],
    allowed: [{ file: 'src/web/features/account/pets/Fixture.tsx', imports: '../AccountLayout' }],
  },
  {
    name: 'web: clinic pages never import platform code',
    message: audienceMessage('clinic', 'platform', 'pages'),
    refused: [{ file: 'src/web/features/clinic/orders/Fixture.tsx', imports: '../../platform/PlatformLayout' }],
    allowed: [{ file: 'src/web/features/clinic/orders/Fixture.tsx', imports: '../ClinicLayout' }],
  },
  {
    name: 'src/server/shared never imports an audience',
    message: /^src\/server\/shared is below every audience/,
    refused: [
      { file: 'src/server/shared/auth/fixture.ts', imports: '../../shop/cart' },
      { file: 'src/server/shared/credit/fixture.ts', imports: '../../clinic/returns' },
    ],
    allowed: [
      { file: 'src/server/shared/web-shell/fixture.ts', imports: '../auth' },
      { file: 'src/server/shared/credit/fixture.ts', imports: '../../db/database' },
    ],
  },
  ...['db', 'http', 'lib', 'integrations', 'jobs'].map((folder): Zone => ({
    name: `src/server/${folder} (infrastructure) never imports a feature`,
    message: new RegExp(`^src/server/${folder} is infrastructure`),
    refused: [
      { file: `src/server/${folder}/fixture.ts`, imports: '../shop/cart' },
      { file: `src/server/${folder}/fixture.ts`, imports: '../shared/auth' },
    ],
    allowed: [{ file: `src/server/${folder}/fixture.ts`, imports: '../errors' }],
  })),
  {
    name: 'db/seed composes features (as app.ts and start.ts do)',
    message: /^src\/server\/db is infrastructure/,
    refused: [],
    allowed: [
      { file: 'src/server/db/seed/fixture.ts', imports: '../../shop/cart' },
      { file: 'src/server/db/seed/fixture.ts', imports: '../../clinic/staff' },
    ],
  },
  ...['ui', 'shell', 'api', 'i18n', 'analytics'].map((folder): Zone => ({
    name: `src/web/${folder} never imports a feature`,
    message: new RegExp(`^src/web/${folder} is below the features`),
    refused: [
      { file: `src/web/${folder}/Fixture.tsx`, imports: '../features/clinic/orders/ClinicOrderPage' },
      { file: `src/web/${folder}/Fixture.tsx`, imports: '../features/account/AccountLayout' },
    ],
    allowed: [{ file: `src/web/${folder}/Fixture.tsx`, imports: '../ui/cx' }],
  })),
  {
    name: 'features are composed by routes.tsx and app-slots.tsx, never the other way round',
    message: /^Features are composed by routes\.tsx and app-slots\.tsx/,
    refused: [{ file: 'src/web/features/shop/cart/Fixture.tsx', imports: '../../../routes' }],
    allowed: [{ file: 'src/web/features/shop/cart/Fixture.tsx', imports: '../../../feature-slots' }],
  },
  {
    name: 'a web feature never imports another feature, even of its own audience',
    message: /^A web feature does not import another feature/,
    refused: [
      { file: 'src/web/features/shop/cart/Fixture.tsx', imports: '../catalogue/details/ProductPage' },
      { file: 'src/web/features/account/orders/Fixture.tsx', imports: '../pets/PetsPage' },
      { file: 'src/web/features/clinic/returns/Fixture.tsx', imports: '../orders/ClinicOrderPage' },
      // Another audience's layer is another feature's too.
      { file: 'src/web/features/shop/checkout/Fixture.tsx', imports: '../../account/AccountLayout' },
    ],
    allowed: [
      { file: 'src/web/features/clinic/returns/Fixture.tsx', imports: './ClinicReturnsPage' },
      // Its own audience's layer: the layout, shared parts and messages.
      { file: 'src/web/features/account/orders/Fixture.tsx', imports: '../AccountLayout' },
      { file: 'src/web/features/clinic/returns/Fixture.tsx', imports: '../messages/en.json' },
    ],
  },
  {
    name: 'an audience\'s shared layer never imports one of its features',
    message: /^The \w+ audience's shared layer is below its features/,
    refused: [
      { file: 'src/web/features/clinic/ClinicLayout.tsx', imports: './orders/ClinicOrdersPage' },
      // A file the layer does not have yet is the layer's from its first line.
      { file: 'src/web/features/account/NewPart.tsx', imports: './pets/PetsPage' },
      { file: 'src/web/features/platform/PlatformLayout.tsx', imports: './home/PlatformHomePage' },
    ],
    allowed: [{ file: 'src/web/features/clinic/ClinicLayout.tsx', imports: './labels' }],
  },
];

describe('lint zones (eslint.config.js): each refuses a forbidden import with its message and accepts an allowed one', () => {
  for (const zone of zones) {
    describe(zone.name, () => {
      for (const { file, imports } of zone.refused) {
        it(`refuses ${imports} in ${file}`, async () => {
          expect(await refusals(file, reExport(imports))).toEqual(expect.arrayContaining([expect.stringMatching(zone.message)]));
        });
      }
      for (const { file, imports } of zone.allowed) {
        it(`accepts ${imports} in ${file}`, async () => {
          expect(await refusals(file, reExport(imports))).toEqual([]);
        });
      }
    });
  }
});

describe('lint: a server feature imports another only through its public module', () => {
  const errors = (path: string, code: string) => refusals(path, code, PUBLIC_MODULES);

  it('refuses another feature\'s *.queries.ts', async () => {
    const found = await errors('src/server/shop/orders/fixture.ts', "export { lockCart } from '../cart/cart.queries';\n");
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/imports shop\/cart's queries \(cart\.queries\.ts\)/);
  });

  it('refuses clinic code reaching shop data past its public module', async () => {
    const found = await errors('src/server/clinic/orders/fixture.ts', [
      "export { findOrder } from '../../shop/orders/orders.queries';",
      "export { cancelOrder } from '../../shop/orders/cancel-order.service';",
      '',
    ].join('\n'));
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/The clinic\/orders feature imports shop\/orders's queries \(orders\.queries\.ts\)/);
    expect(found[1]).toMatch(/The clinic\/orders feature reaches into shop\/orders's internals \(cancel-order\.service\)/);
  });

  it('refuses a deep import of another feature\'s internal file, in a folder no config names', async () => {
    // shop/newfeature does not exist: every folder inside an audience is a feature.
    const found = await errors('src/server/shop/newfeature/newfeature.service.ts', [
      "import { planCheckout } from '../checkout/checkout-plan';",
      "import type { CartLine } from '../cart/cart-model';",
      'export const plan = [planCheckout] as unknown as CartLine[];',
      '',
    ].join('\n'));
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/shop\/newfeature feature reaches into shop\/checkout's internals \(checkout-plan\)/);
    expect(found[1]).toMatch(/reaches into shop\/cart's internals \(cart-model\)/);
  });

  it('refuses shared code (the seed, app.ts) reaching past a public module, and a dynamic import', async () => {
    expect(await errors('src/server/db/seed/fixture.ts', "export { hashPassword } from '../../shared/auth/password';\n")).toHaveLength(1);
    expect(await errors('src/server/app-fixture.ts', "export const load = () => import('./shop/cart/cart.plugin');\n")).toHaveLength(1);
  });

  it('accepts index.ts, files of the same feature, and shared infrastructure', async () => {
    expect(await errors('src/server/shop/orders/fixture.ts', [
      "export { lockCart } from '../cart';",
      "export { planCheckout } from '../checkout/index';",
      "export { placeOrder } from './place-order.service';",
      "export { listPendingCheckouts } from './checkouts.queries';",
      "export type { Db } from '../../db/database';",
      "export { enqueueEmail } from '../../integrations/email/outbox.queries';",
      "export { AppError } from '../../errors';",
      '',
    ].join('\n'))).toEqual([]);
  });

  it('lets test code, and only test code, use another feature\'s test fixtures', async () => {
    const code = "export { plainProducts } from '../../shop/cart/cart-test-fixtures';\n";
    expect(await errors('src/server/account/pets/fixture.test.ts', code)).toEqual([]);
    expect(await errors('src/server/account/addresses/addresses-test-fixtures.ts', code)).toEqual([]);
    expect(await errors('src/server/account/pets/pets.service.ts', code)).toHaveLength(1);
    // A test still reaches other features' code through their public modules.
    expect(await errors('src/server/account/pets/fixture.test.ts', "export { lockCart } from '../../shop/cart/cart.queries';\n")).toHaveLength(1);
  });
});

import type { FastifyInstance } from 'fastify'

import type { Config } from '../../config.ts'

/** Where Android looks for the sites an app may open as itself (Digital Asset Links). */
export const ASSET_LINKS_PATH = '/.well-known/assetlinks.json'

/**
 * The statement that lets Panalo's Android wrapper, a Trusted Web Activity, open this site full
 * screen without a browser bar: Chrome checks that the site names the app's package and the
 * fingerprint of the key it was signed with (ANDROID_APP_PACKAGE, ANDROID_CERT_SHA256). Not
 * configured, it is 404 and the wrapper shows the site in a Custom Tab with the address bar.
 */
export function registerAssetLinks(app: FastifyInstance, android: Config['android']): void {
  app.get(ASSET_LINKS_PATH, async (_request, reply) => {
    if (!android) return reply.status(404).type('text/plain').send('Not found')
    return reply.header('cache-control', 'public, max-age=3600').send([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: android.packageName,
          sha256_cert_fingerprints: android.certSha256,
        },
      },
    ])
  })
}

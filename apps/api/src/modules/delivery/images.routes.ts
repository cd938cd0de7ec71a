import type { FastifyPluginAsync } from 'fastify';

/**
 * Pictures of the delivery service tabs, /img/services/<slug>.svg: simple generated icons in the
 * theme's orange and teal, so the demo needs no binary assets. Real shops replace the files.
 */
const ICONS: Record<string, { colour: string; shape: string }> = {
  // A shop front with an awning.
  'ritiro-in-negozio': {
    colour: '#00897b',
    shape:
      '<path d="M14 26h36l-3-8H17z" fill="#fff"/><rect x="17" y="26" width="30" height="20" fill="#fff"/><rect x="28" y="33" width="8" height="13" fill="#00897b"/>',
  },
  // A house.
  'consegna-a-domicilio': {
    colour: '#f57c00',
    shape:
      '<path d="M32 14 12 31h6v16h28V31h6z" fill="#fff"/><rect x="28" y="36" width="8" height="11" fill="#f57c00"/>',
  },
  // A wall of lockers.
  'ritiro-al-locker': {
    colour: '#5e35b1',
    shape:
      '<rect x="16" y="14" width="32" height="36" rx="2" fill="#fff"/><path d="M32 14v36M16 26h32M16 38h32" stroke="#5e35b1" stroke-width="2"/><circle cx="28" cy="20" r="1.5" fill="#5e35b1"/><circle cx="44" cy="32" r="1.5" fill="#5e35b1"/>',
  },
};

export function serviceIconSvg(slug: string): string | null {
  const icon = ICONS[slug];
  if (!icon) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-hidden="true"><circle cx="32" cy="32" r="32" fill="${icon.colour}"/>${icon.shape}</svg>`;
}

export function deliveryImageRoutes(): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { file: string } }>(
      '/img/services/:file',
      { schema: { hide: true } },
      async (req, reply) => {
        const svg = serviceIconSvg(req.params.file.replace(/\.svg$/, ''));
        if (svg === null || !req.params.file.endsWith('.svg')) {
          return reply.status(404).type('text/plain; charset=utf-8').send('Immagine non trovata');
        }
        return reply
          .header('cache-control', 'public, max-age=86400')
          .type('image/svg+xml; charset=utf-8')
          .send(svg);
      },
    );
  };
}

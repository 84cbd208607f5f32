/** The demo world's e-mail templates (Platform Engineering, the internal team) and the mail history sent with them. */
import type { CreateTemplateBody } from '@dc/contracts';

export interface DemoTemplate {
  key: string;
  published: boolean;
  /** Demo application keys (ids 'app:<key>') that use the template. */
  apps: string[];
  body: CreateTemplateBody;
  /** Sends at demo load: recipients and values; addresses the sink refuses (bounce*) bounce. */
  sends: Array<{ locale: string; to: string[]; values: Record<string, string> }>;
}

const customers = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}@example.com`);

export const DEMO_TEMPLATES: DemoTemplate[] = [
  {
    key: 'welcome',
    published: true,
    apps: ['platformMonitor'],
    body: {
      name: 'Welcome to the platform',
      sender_name: 'Platform Engineering',
      variables: ['name', 'url'],
      locales: {
        en: {
          subject: 'Welcome to the platform, {{name}}',
          header: 'Welcome aboard',
          subheader: 'Your developer account is ready',
          salutation: 'Hello {{name}},',
          content: [
            'Your team can now create applications and subscribe to APIs.',
            'Start with the [getting started guide]({{url}}).',
            '[[Open the Developer Console]]({{url}})',
          ],
          signoff: 'Best regards,',
          sender: 'Platform Engineering',
        },
        de: {
          subject: 'Willkommen auf der Plattform, {{name}}',
          header: 'Willkommen an Bord',
          subheader: 'Ihr Entwicklerkonto ist bereit',
          salutation: 'Hallo {{name}},',
          content: [
            'Ihr Team kann jetzt Anwendungen anlegen und APIs abonnieren.',
            'Beginnen Sie mit der [Einführung]({{url}}).',
            '[[Developer Console öffnen]]({{url}})',
          ],
          signoff: 'Viele Grüße',
          sender: 'Platform Engineering',
        },
        fr: {
          subject: 'Bienvenue sur la plateforme, {{name}}',
          header: 'Bienvenue à bord',
          subheader: 'Votre compte développeur est prêt',
          salutation: 'Bonjour {{name}},',
          content: [
            'Votre équipe peut maintenant créer des applications et s’abonner aux API.',
            'Commencez par le [guide de démarrage]({{url}}).',
            '[[Ouvrir la Developer Console]]({{url}})',
          ],
          signoff: 'Cordialement,',
          sender: 'Platform Engineering',
        },
      },
      metadata: { team: '', primary_contact: '' },
    },
    sends: [
      {
        locale: 'en',
        to: customers('new.developer', 8),
        values: { name: 'Developer', url: 'https://console.example.com/guides' },
      },
      {
        locale: 'de',
        to: customers('neuer.entwickler', 4),
        values: { name: 'Entwickler', url: 'https://console.example.com/guides' },
      },
      {
        locale: 'fr',
        to: ['bounce.ancien@example.com'],
        values: { name: 'Client', url: 'https://console.example.com/guides' },
      },
      {
        locale: 'en',
        to: ['bounce.legacy@example.com'],
        values: { name: 'Legacy', url: 'https://console.example.com/guides' },
      },
    ],
  },
  {
    key: 'subscriptionApproved',
    published: true,
    apps: [],
    body: {
      name: 'Subscription approved',
      sender_name: 'API Management',
      variables: ['name', 'api', 'url'],
      locales: {
        en: {
          subject: 'Your subscription to {{api}} is approved',
          header: 'Subscription approved',
          subheader: '{{api}}',
          salutation: 'Hello {{name}},',
          content: ['Your application can call {{api}} from now on.', '[[View the subscription]]({{url}})'],
          signoff: 'Kind regards,',
          sender: 'API Management',
        },
        'es-ES': {
          subject: 'Su suscripción a {{api}} está aprobada',
          header: 'Suscripción aprobada',
          subheader: '{{api}}',
          salutation: 'Hola {{name}}:',
          content: ['Su aplicación ya puede llamar a {{api}}.', '[[Ver la suscripción]]({{url}})'],
          signoff: 'Saludos cordiales,',
          sender: 'API Management',
        },
        pl: {
          subject: 'Subskrypcja {{api}} została zatwierdzona',
          header: 'Subskrypcja zatwierdzona',
          subheader: '{{api}}',
          salutation: 'Dzień dobry {{name}},',
          content: ['Twoja aplikacja może teraz wywoływać {{api}}.', '[[Zobacz subskrypcję]]({{url}})'],
          signoff: 'Pozdrawiamy,',
          sender: 'API Management',
        },
      },
      metadata: { team: '', primary_contact: '' },
    },
    sends: [
      {
        locale: 'en',
        to: customers('integrator', 6),
        values: { name: 'Integrator', api: 'Fleet Telematics', url: 'https://console.example.com/subscriptions' },
      },
    ],
  },
  {
    key: 'maintenance',
    published: false,
    apps: [],
    body: {
      name: 'Planned maintenance notice',
      sender_name: 'Platform Operations',
      variables: ['window', 'url'],
      locales: {
        en: {
          subject: 'Planned maintenance: {{window}}',
          header: 'Planned maintenance',
          subheader: '{{window}}',
          salutation: 'Hello,',
          content: ['Some APIs will be unavailable during the window above.', 'See the [status page]({{url}}).'],
          signoff: 'Thank you for your patience,',
          sender: 'Platform Operations',
        },
        ja: {
          subject: '定期メンテナンスのお知らせ: {{window}}',
          header: '定期メンテナンス',
          subheader: '{{window}}',
          salutation: 'いつもご利用ありがとうございます。',
          content: [
            '上記の時間帯は一部の API をご利用いただけません。',
            '[ステータスページ]({{url}})をご確認ください。',
          ],
          signoff: 'よろしくお願いいたします。',
          sender: 'Platform Operations',
        },
      },
      metadata: { team: '', primary_contact: '' },
    },
    sends: [],
  },
];

/** After the first sends settle: who sends again to a bounced address, and who reports a welcome mail as spam. */
export const DEMO_RESENDS = ['bounce.ancien@example.com', 'bounce.legacy@example.com'];
export const DEMO_COMPLAINER = 'new.developer3@example.com';

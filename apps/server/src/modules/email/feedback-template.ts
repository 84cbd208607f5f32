/**
 * The Contact Us feedback template (spec 3 section 7.5: it differs between production and other environments).
 * Defined here and written to the templates table at start, one row per environment, so its sends have a
 * template id for analytics and trace like any other.
 */
import { FEEDBACK_TEMPLATE, FEEDBACK_VARIABLES, createTemplateBody, type Environment } from '@dc/contracts';

export const FEEDBACK_SYSTEM_KEY = FEEDBACK_TEMPLATE;

export function feedbackTemplate(environment: Environment) {
  // Outside production the subject names the environment, so support can tell test feedback apart.
  const prefix = environment === 'production' ? '' : `[${environment}] `;
  return createTemplateBody.parse({
    name: environment === 'production' ? 'Contact Us feedback' : `Contact Us feedback (${environment})`,
    sender_name: 'Developer Console Contact Us',
    variables: FEEDBACK_VARIABLES,
    locales: {
      en: {
        subject: `${prefix}Feedback from {{user_name}}`,
        header: 'New feedback',
        subheader: 'Sent with the Contact Us form',
        salutation: 'Hello support team,',
        content: [
          '{{user_name}} ({{email}}) wrote:',
          '{{description}}',
          'Sent from: {{current_page}}',
          'Recently visited: {{history1}} | {{history2}} | {{history3}}',
          'Reply to this e-mail to answer the sender.',
        ],
        signoff: 'Developer Console',
        sender: '',
      },
    },
    metadata: { team: 'Developer Console', primary_contact: '' },
  });
}

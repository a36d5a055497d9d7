import type { Language } from '../../../domain/constants';
import { frenchClinicName } from '../../../domain/french-text';
import type { OutboxEmail } from '../../integrations/email/outbox.queries';
import { escapeHtml } from '../../lib/html';
import { emailDocument } from '../../integrations/email/compose';

/**
 * The account emails, in the shopper's language (the page's language when they asked). Plain text
 * and HTML say the same; every value a shopper typed is escaped in the HTML.
 */
interface Body {
  subject: string;
  /** Paragraphs; `{link}` marks where the button goes. */
  paragraphs: string[];
  linkLabel?: string;
}

function render(to: string, kind: string, body: Body, link?: string): OutboxEmail {
  const text = body.paragraphs.map((p) => p.replace('{link}', link ?? '')).join('\n\n');
  const html = body.paragraphs
    .map((p) =>
      p === '{link}' && link
        ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#1f5f8b;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(body.linkLabel ?? link)}</a></p><p style="font-size:13px;color:#555">${escapeHtml(link)}</p>`
        : `<p>${escapeHtml(p.replace('{link}', link ?? ''))}</p>`,
    )
    .join('\n');
  return { to, kind, subject: body.subject, text, html: emailDocument(html) };
}

export interface Recipient {
  email: string;
  firstName: string;
  language: Language;
}

export function confirmAccountEmail(to: Recipient, clinicName: string, link: string, validDays: number): OutboxEmail {
  const body: Record<Language, Body> = {
    en: {
      subject: 'Confirm your email to finish registering',
      paragraphs: [
        `Hello ${to.firstName},`,
        `Thank you for registering with ${clinicName}. Confirm your email address and choose your password with this link, within ${validDays} days:`,
        '{link}',
        'If you did not register, you can ignore this email: no account is created without this confirmation.',
      ],
      linkLabel: 'Confirm my account',
    },
    fr: {
      subject: 'Confirmez votre courriel pour terminer votre inscription',
      paragraphs: [
        `Bonjour ${to.firstName},`,
        `Merci de vous être inscrit auprès ${frenchClinicName(clinicName, 'de')}. Confirmez votre adresse courriel et choisissez votre mot de passe avec ce lien, d’ici ${validDays} jours\u202f:`,
        '{link}',
        'Si vous ne vous êtes pas inscrit, ignorez ce courriel\u202f: aucun compte n’est activé sans cette confirmation.',
      ],
      linkLabel: 'Confirmer mon compte',
    },
  };
  return render(to.email, 'confirm', body[to.language], link);
}

export function resetPasswordEmail(to: Recipient, link: string, validMinutes: number): OutboxEmail {
  const body: Record<Language, Body> = {
    en: {
      subject: 'Reset your password',
      paragraphs: [
        `Hello ${to.firstName},`,
        `We received a request to reset your password. This link works once, within ${validMinutes} minutes:`,
        '{link}',
        'If you did not ask for it, ignore this email: your password stays as it is.',
      ],
      linkLabel: 'Choose a new password',
    },
    fr: {
      subject: 'Réinitialisez votre mot de passe',
      paragraphs: [
        `Bonjour ${to.firstName},`,
        `Nous avons reçu une demande de réinitialisation de votre mot de passe. Ce lien fonctionne une seule fois, pendant ${validMinutes} minutes\u202f:`,
        '{link}',
        'Si vous n’avez rien demandé, ignorez ce courriel\u202f: votre mot de passe reste inchangé.',
      ],
      linkLabel: 'Choisir un nouveau mot de passe',
    },
  };
  return render(to.email, 'reset', body[to.language], link);
}

/** Sent when the clinic enables a pending account (rr §4: "then a welcome email"). */
export function welcomeEmail(to: Recipient, clinicName: string, link: string): OutboxEmail {
  const body: Record<Language, Body> = {
    en: {
      subject: `Welcome to ${clinicName}'s online store`,
      paragraphs: [`Hello ${to.firstName},`, `${clinicName} has enabled your account. You can sign in now:`, '{link}'],
      linkLabel: 'Sign in',
    },
    fr: {
      subject: `Bienvenue à la boutique en ligne ${frenchClinicName(clinicName, 'de')}`,
      paragraphs: [`Bonjour ${to.firstName},`, `${frenchClinicName(clinicName, null, true)} a activé votre compte. Vous pouvez vous connecter dès maintenant\u202f:`, '{link}'],
      linkLabel: 'Me connecter',
    },
  };
  return render(to.email, 'welcome', body[to.language], link);
}

/** Tells the clinic a confirmed client waits for it; clinics read both languages. */
export function pendingClientNoticeEmail(clinicEmail: string, client: { firstName: string; lastName: string; email: string }): OutboxEmail {
  const name = `${client.firstName} ${client.lastName}`;
  return render(clinicEmail, 'clinic_pending_client', {
    subject: `New client waiting for approval / Nouveau client en attente d’approbation\u202f: ${name}`,
    paragraphs: [
      `${name} (${client.email}) registered with your clinic's online store and confirmed their email. Enable the account to let them shop.`,
      `${name} (${client.email}) s’est inscrit à la boutique en ligne de votre clinique et a confirmé son courriel. Activez le compte pour lui permettre de magasiner.`,
    ],
  });
}

/** Sent to the new address: the change takes effect only when this link is used (issue 14). */
export function confirmEmailChangeEmail(to: Recipient, link: string, validHours: number): OutboxEmail {
  const body: Record<Language, Body> = {
    en: {
      subject: 'Confirm your new email address',
      paragraphs: [
        `Hello ${to.firstName},`,
        `You asked to use this address for your account. Confirm it with this link, within ${validHours} hours; until then your account keeps its current address:`,
        '{link}',
        'If you did not ask for it, ignore this email: nothing changes.',
      ],
      linkLabel: 'Confirm my new email',
    },
    fr: {
      subject: 'Confirmez votre nouvelle adresse courriel',
      paragraphs: [
        `Bonjour ${to.firstName},`,
        `Vous avez demandé à utiliser cette adresse pour votre compte. Confirmez-la avec ce lien, d’ici ${validHours} heures\u202f; d’ici là, votre compte garde son adresse actuelle\u202f:`,
        '{link}',
        'Si vous n’avez rien demandé, ignorez ce courriel\u202f: rien ne change.',
      ],
      linkLabel: 'Confirmer ma nouvelle adresse',
    },
  };
  return render(to.email, 'email_change', body[to.language], link);
}

/** Sent to the old address once the new one is confirmed, so a change nobody asked for is noticed. */
export function emailChangedNoticeEmail(to: Recipient, newEmail: string): OutboxEmail {
  const body: Record<Language, Body> = {
    en: {
      subject: 'Your account email address has changed',
      paragraphs: [
        `Hello ${to.firstName},`,
        `Your account now uses the address ${newEmail}. This address will no longer receive emails about your account.`,
        'If you did not make this change, contact your clinic or our support right away.',
      ],
    },
    fr: {
      subject: 'L’adresse courriel de votre compte a changé',
      paragraphs: [
        `Bonjour ${to.firstName},`,
        `Votre compte utilise maintenant l’adresse ${newEmail}. Cette adresse-ci ne recevra plus de courriels au sujet de votre compte.`,
        'Si vous n’êtes pas à l’origine de ce changement, communiquez sans tarder avec votre clinique ou notre soutien.',
      ],
    },
  };
  return render(to.email, 'email_changed', body[to.language]);
}

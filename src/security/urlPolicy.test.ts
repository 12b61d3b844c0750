import { describe, expect, it } from 'vitest';
import { HOSTILE_URLS } from '../../test/fixtures/hostile';
import {
  displayHost,
  linkTarget,
  normalizeUrl,
  parseDeepLink,
  safeHref,
  safeSrc,
} from './urlPolicy';

describe('safeHref', () => {
  it.each(HOSTILE_URLS)('refuses %j', (url) => {
    expect(safeHref(url)).toBeNull();
    expect(
      safeHref(url, { extraLinkSchemes: ['javascript', 'data', 'vbscript', 'file', 'blob'] }),
    ).toBeNull();
  });

  it.each([
    'https://example.com/a?b=c#d',
    'http://example.com',
    'mailto:hi@example.com',
    'HTTPS://EXAMPLE.COM',
  ])('allows %j', (url) => {
    expect(safeHref(url)).toBe(url);
  });

  it('strips whitespace and controls before deciding', () => {
    expect(safeHref(' https://exa\tmple.com ')).toBe('https://example.com');
  });

  it('refuses relative URLs, fragments, other schemes and non-strings', () => {
    for (const url of [
      '/admin',
      '#top',
      '//evil.com',
      'tel:+351',
      'ftp://x',
      'https://',
      42,
      null,
      undefined,
      {},
    ]) {
      expect(safeHref(url)).toBeNull();
    }
  });

  it('allows the host-configured schemes', () => {
    expect(safeHref('tel:+351123', { extraLinkSchemes: ['tel'] })).toBe('tel:+351123');
    expect(safeHref('MyApp://open', { extraLinkSchemes: ['myapp'] })).toBe('MyApp://open');
  });
});

describe('safeSrc', () => {
  it.each([
    'https://images.example.com/a.png',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/jpeg;base64,/9j/4AAQ',
    'data:image/gif;base64,R0lGOD',
    'data:image/webp;base64,UklGR',
  ])('allows %j', (url) => {
    expect(safeSrc(url)).toBe(url);
  });

  it.each([
    ...HOSTILE_URLS,
    'http://images.example.com/a.png',
    'data:image/svg+xml;base64,PHN2Zz4=',
    '/a.png',
    'mailto:x@y',
  ])('refuses %j', (url) => {
    expect(safeSrc(url)).toBeNull();
  });

  it('refuses blob: URLs whatever the options: only the kit makes those, from the user’s own file', () => {
    const local = 'blob:http://127.0.0.1:8787/5f0c1d2e-0000-4000-8000-000000000000';
    expect(safeSrc(local, { trustedImageOrigins: ['http://127.0.0.1:8787'] })).toBeNull();
    expect(safeSrc('blob:https://app.example/5f0c1d2e')).toBeNull();
  });

  it('allows plain http only from a trusted origin, exactly', () => {
    const options = { trustedImageOrigins: ['http://127.0.0.1:8787'] };
    expect(safeSrc('http://127.0.0.1:8787/v1/files/f_1?sig=x', options)).toBe(
      'http://127.0.0.1:8787/v1/files/f_1?sig=x',
    );
    for (const url of [
      'http://127.0.0.1:8788/a.png',
      'http://localhost:8787/a.png',
      'http://127.0.0.1:8787@evil.example/a.png',
      'http://evil.example/a.png',
      'javascript://127.0.0.1:8787/%0aalert(1)',
      'data:image/svg+xml;base64,PHN2Zz4=',
    ]) {
      expect(safeSrc(url, options), url).toBeNull();
    }
  });
});

describe('safeSrc with a thread’s allowed image hosts (protocol section 12)', () => {
  const options = { allowedImageHosts: ['img.example.com', 'Cdn.Example.ORG.'] };

  it('allows https images from those hosts and their subdomains, case and trailing dot aside', () => {
    for (const url of [
      'https://img.example.com/a.png',
      'https://IMG.example.com:8443/a.png',
      'https://eu.img.example.com/a.png',
      'https://cdn.example.org./b.webp',
    ]) {
      expect(safeSrc(url, options), url).toBe(url);
    }
  });

  it('refuses https images from any other host, lookalikes included', () => {
    for (const url of [
      'https://example.com/a.png',
      'https://evilimg.example.com/a.png',
      'https://img.example.com.evil.example/a.png',
      'https://img.example.com@evil.example/a.png',
      'https://evil.example/?u=https://img.example.com/a.png',
    ]) {
      expect(safeSrc(url, options), url).toBeNull();
    }
    expect(safeSrc('https://img.example.com/a.png', { allowedImageHosts: [] })).toBeNull();
    expect(safeSrc('https://img.example.com/a.png', { allowedImageHosts: [''] })).toBeNull();
  });

  it('still refuses what the policy refuses, and allows inline images and trusted origins', () => {
    for (const url of [...HOSTILE_URLS, 'http://img.example.com/a.png']) {
      expect(safeSrc(url, options), url).toBeNull();
    }
    expect(safeSrc('data:image/png;base64,iVBORw0KGgo=', options)).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    );
    const trusted = { ...options, trustedImageOrigins: ['https://files.example.net'] };
    expect(safeSrc('https://files.example.net/f_1', trusted)).toBe('https://files.example.net/f_1');
  });
});

describe('helpers', () => {
  it('decodes nested character references', () => {
    expect(normalizeUrl('&amp;#106;ava')).toBe('java');
  });

  it('shows a readable host', () => {
    expect(displayHost('https://www.visitlisboa.com/en')).toBe('visitlisboa.com');
    expect(displayHost('javascript:alert(1)')).toBeNull();
  });
});

describe('deep links', () => {
  it("reads name and data from uikit-link:// and ChatKit's chatkit-link://", () => {
    expect(parseDeepLink('uikit-link://orders/42?tab=items&q=a%20b')).toEqual({
      name: 'orders/42',
      data: { tab: 'items', q: 'a b' },
      href: 'uikit-link://orders/42?tab=items&q=a%20b',
    });
    expect(parseDeepLink('chatkit-link://open_settings')).toMatchObject({
      name: 'open_settings',
      data: {},
    });
    expect(parseDeepLink('UIKIT-LINK://cart/')).toMatchObject({ name: 'cart' });
  });

  it.each([
    'uikit-link:orders',
    'uikit-link://',
    'uikit-link://javascript:alert(1)',
    'uikit-link://a%20b',
    'uikit-link://../x',
    'uikit-link:///x',
    'other-link://orders',
    `uikit-link://${'a'.repeat(2049)}`,
  ])('refuses %j', (url) => {
    expect(parseDeepLink(url)).toBeNull();
    expect(linkTarget(url)).toBeNull();
  });

  it('is the one decision of a link kind: deep link, external, or inert', () => {
    expect(linkTarget('uikit-link://help')).toMatchObject({ kind: 'deeplink', name: 'help' });
    expect(linkTarget('https://example.com')).toEqual({
      kind: 'external',
      href: 'https://example.com',
    });
    expect(linkTarget('javascript:alert(1)')).toBeNull();
    // A deep link is never an external link, whatever the host allows.
    expect(safeHref('uikit-link://help')).toBeNull();
  });

  it.each(HOSTILE_URLS)('never reads %j as a deep link', (url) => {
    expect(parseDeepLink(url)).toBeNull();
  });
});

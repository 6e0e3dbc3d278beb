import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './richText.ts';

describe('sanitizeRichText', () => {
  it('keeps the formatting the editor writes', () => {
    const html =
      '<h2>Shenzhen warehouse</h2><p><strong>Bold</strong> <em>italic</em> <u>under</u> <s>gone</s> <code>A-03-12</code></p>' +
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol><blockquote><p>quoted</p></blockquote><pre><code class="language-js">x = 1</code></pre><hr>';
    expect(sanitizeRichText(html)).toBe(html.replace('<hr>', '<hr />'));
  });

  it('keeps http, https and mailto links, marked noopener, and images and videos from http(s) or /files/', () => {
    expect(sanitizeRichText('<a href="https://example.com/track?no=SF1402876539" target="_blank">track</a>')).toBe(
      '<a href="https://example.com/track?no=SF1402876539" target="_blank" rel="noopener noreferrer">track</a>',
    );
    expect(sanitizeRichText('<a href="mailto:service@example.com">mail</a>')).toBe('<a href="mailto:service@example.com" rel="noopener noreferrer">mail</a>');
    expect(sanitizeRichText('<a href="/files/1/202401/rules.pdf">rules.pdf</a>')).toBe('<a href="/files/1/202401/rules.pdf" rel="noopener noreferrer">rules.pdf</a>');
    expect(sanitizeRichText('<img src="/files/1/202401/parcel.png" alt="parcel">')).toBe('<img src="/files/1/202401/parcel.png" alt="parcel" />');
    expect(sanitizeRichText('<img src="https://cdn.example.com/p.jpg">')).toBe('<img src="https://cdn.example.com/p.jpg" />');
    expect(sanitizeRichText('<video src="/files/1/202401/unboxing.mp4" controls></video>')).toBe('<video src="/files/1/202401/unboxing.mp4" controls></video>');
  });

  it('removes scripts with their content', () => {
    expect(sanitizeRichText('<p>before</p><script>alert(document.cookie)</script><p>after</p>')).toBe('<p>before</p><p>after</p>');
    expect(sanitizeRichText('<p>a<SCRIPT src="https://evil.example/x.js"></SCRIPT>b</p>')).toBe('<p>ab</p>');
  });

  it('removes event handlers', () => {
    expect(sanitizeRichText('<img src="/files/a.png" onerror="alert(1)">')).toBe('<img src="/files/a.png" />');
    expect(sanitizeRichText('<p onclick="steal()" onmouseover="x()">text</p>')).toBe('<p>text</p>');
    expect(sanitizeRichText('<img src=x onerror=alert(1)>')).toBe('');
  });

  it('removes javascript: and other unsafe addresses', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">click</a>')).toBe('<a>click</a>');
    expect(sanitizeRichText('<a href="java\nscript:alert(1)">click</a>')).toBe('<a>click</a>');
    expect(sanitizeRichText('<a href=" JaVaScRiPt:alert(1)">click</a>')).toBe('<a>click</a>');
    expect(sanitizeRichText('<a href="&#106;avascript:alert(1)">click</a>')).toBe('<a>click</a>');
    expect(sanitizeRichText('<a href="/Account/RevokeToken">out</a>')).toBe('<a>out</a>');
    expect(sanitizeRichText('<img src="javascript:alert(1)">')).toBe('');
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('');
    expect(sanitizeRichText('<img src="//evil.example/p.png">')).toBe('');
    expect(sanitizeRichText('<img src="/files/../secrets/p.png">')).toBe('');
    expect(sanitizeRichText('<video src="javascript:alert(1)"></video>')).toBe('');
  });

  it('removes frames, objects and forms', () => {
    expect(sanitizeRichText('<p>x</p><iframe src="https://evil.example"></iframe><object data="x.swf"></object><embed src="x.swf">')).toBe('<p>x</p>');
    expect(sanitizeRichText('<form action="https://evil.example"><input name="pw"></form>ok')).toBe('ok');
  });

  it('keeps a plain alignment but drops styles with expressions or urls', () => {
    expect(sanitizeRichText('<p style="text-align: center; width: expression(alert(1))">x</p>')).toBe('<p style="text-align:center">x</p>');
    expect(sanitizeRichText('<p style="background: url(javascript:alert(1))">x</p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<style>p{behavior:url(x.htc)}</style><p>x</p>')).toBe('<p>x</p>');
  });
});

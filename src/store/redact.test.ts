import { describe, expect, it } from 'vitest';
import { hide, redactHeaders } from './redact.js';

describe('hide: JSON bodies', () => {
  it('hides every secret field, and keeps every other field as it is', () => {
    const text = JSON.stringify({
      client_secret: 's1',
      access_token: 's2',
      refresh_token: 's3',
      password: 's4',
      secret_key: 's5',
      aws_secret_access_key: 's6',
      name: 'ab',
      count: 5,
      none: null,
      yes: true,
    });
    const json = {
      client_secret: '***',
      access_token: '***',
      refresh_token: '***',
      password: '***',
      secret_key: '***',
      aws_secret_access_key: '***',
      name: 'ab',
      count: 5,
      none: null,
      yes: true,
    };
    expect(hide(text)).toEqual({ text: JSON.stringify(json), json });
  });

  it('hides secrets at any depth, in objects and arrays', () => {
    const text =
      '[{"data":{"password":"p","items":[{"secret_key":"k","id":"a"},1,"x",null,[{"access_token":"t"}]]}},2]';
    const json = [
      { data: { password: '***', items: [{ secret_key: '***', id: 'a' }, 1, 'x', null, [{ access_token: '***' }]] } },
      2,
    ];
    expect(hide(text)).toEqual({
      text: '[{"data":{"password":"***","items":[{"secret_key":"***","id":"a"},1,"x",null,[{"access_token":"***"}]]}},2]',
      json,
    });
  });

  it('hides a secret that is a number, a boolean, an object or an array whole, and keeps a null one', () => {
    const text =
      '{"password":12,"access_token":false,"client_secret":null,"refresh_token":{"password":"p","id":"r"},"secret_key":["a"]}';
    const json = {
      password: '***',
      access_token: '***',
      client_secret: null,
      refresh_token: '***',
      secret_key: '***',
    };
    expect(hide(text)).toEqual({
      text: '{"password":"***","access_token":"***","client_secret":null,"refresh_token":"***","secret_key":"***"}',
      json,
    });
  });

  it('gives a body with no secret back as the same text, read', () => {
    const text = '{ "name": "n", "list": [1, "two", null], "nested": { "password_hint": "x" } }';
    const out = hide(text);
    expect(out).toEqual({ text, json: { name: 'n', list: [1, 'two', null], nested: { password_hint: 'x' } } });
    expect(out.text).toBe(text);
    expect(hide('[ 1, 2 ]')).toEqual({ text: '[ 1, 2 ]', json: [1, 2] });
  });

  it('gives a body whose only secret is null back as the same text', () => {
    const text = '{ "password": null }';
    expect(hide(text)).toEqual({ text, json: { password: null } });
  });

  it('reads a body after leading whitespace', () => {
    expect(hide('  \n{"password":"p"}')).toEqual({ text: '{"password":"***"}', json: { password: '***' } });
    expect(hide('\t [{"password":"p"}]')).toEqual({ text: '[{"password":"***"}]', json: [{ password: '***' }] });
  });

  it('reads names written with JSON escapes', () => {
    expect(hide('{"client\\u005fsecret":"s","refresh\\u005Ftoken":"r","id":"i"}')).toEqual({
      text: '{"client_secret":"***","refresh_token":"***","id":"i"}',
      json: { client_secret: '***', refresh_token: '***', id: 'i' },
    });
  });

  it('does not take a name in other letters for a secret field', () => {
    expect(hide('{"PASSWORD":"p"}')).toEqual({ text: '{"PASSWORD":"p"}', json: { PASSWORD: 'p' } });
  });
});

describe('hide: forms', () => {
  it('hides secret values, keeps every pair as sent, and reads the rest (percent-encoding, + as a space)', () => {
    const text =
      'grant_type=client_credentials&client_id=abc&client%5Fsecret=s%20x&name=John+Smith&flag&=empty&bad=%E0%A4%A';
    expect(hide(text)).toEqual({
      text: 'grant_type=client_credentials&client_id=abc&client%5Fsecret=***&name=John+Smith&flag&=empty&bad=%E0%A4%A',
      json: {
        grant_type: 'client_credentials',
        client_id: 'abc',
        client_secret: '***',
        name: 'John Smith',
        bad: '%E0%A4%A',
      },
    });
  });

  it('hides every pair of a secret given twice, in any encoding of its name', () => {
    expect(hide('password=a&password=b&access%5ftoken=c&x=1')).toEqual({
      text: 'password=***&password=***&access%5ftoken=***&x=1',
      json: { password: '***', access_token: '***', x: '1' },
    });
  });

  it('keeps a pair without `=` whole, even when it starts with a secret name', () => {
    expect(hide('password=a&passwordX&secret_keyZ')).toEqual({
      text: 'password=***&passwordX&secret_keyZ',
      json: { password: '***' },
    });
  });

  it('keeps a pair whose name cannot be decoded', () => {
    expect(hide('pass%word=1&secret_key=2')).toEqual({
      text: 'pass%word=1&secret_key=***',
      json: { 'pass%word': '1', secret_key: '***' },
    });
  });

  it('gives a form with no secret back as the same text, read', () => {
    const text = 'a=1&b=x+y&c=%41';
    expect(hide(text)).toEqual({ text, json: { a: '1', b: 'x y', c: 'A' } });
    expect(hide('PASSWORD=x')).toEqual({ text: 'PASSWORD=x', json: { PASSWORD: 'x' } });
  });
});

describe('hide: text the server could not read', () => {
  it('masks broken JSON by its text, in either quote, after `:` and spaces', () => {
    expect(hide(`{"client_secret": "abc", "password":'p w', "id": "i"`)).toEqual({
      text: `{"client_secret": "***", "password":'*** w', "id": "i"`,
      json: null,
    });
  });

  it('masks names written with JSON escapes, in any letters', () => {
    expect(hide('{"refresh\\u005Ftoken":"r1","SECRET\\u005fKEY":"k2","x":"y"')).toEqual({
      text: '{"refresh\\u005Ftoken":"***","SECRET\\u005fKEY":"***","x":"y"',
      json: null,
    });
  });

  it('masks percent-encoded names, after `=` and spaces, up to `&`, `,`, `}`, quotes and spaces', () => {
    expect(hide(' client%5Fsecret=abc&ACCESS%5ftoken = xyz,other')).toEqual({
      text: ' client%5Fsecret=***&ACCESS%5ftoken = ***,other',
      json: null,
    });
    expect(hide('{aws%5Fsecret_access\\u005fkey=AKIA}')).toEqual({
      text: '{aws%5Fsecret_access\\u005fkey=***}',
      json: null,
    });
    expect(hide('password:hunter2 password=again')).toEqual({ text: 'password:*** password=***', json: null });
    expect(hide(`x password="a"b password='c'd`)).toEqual({ text: `x password="***"b password='***'d`, json: null });
  });

  it('masks broken JSON that reads like a form', () => {
    expect(hide('{client_secret=abc}')).toEqual({ text: '{client_secret=***}', json: null });
  });

  it('does not read as a form text that does not start with a name and `=`', () => {
    expect(hide('x&password=secret')).toEqual({ text: 'x&password=***', json: null });
    expect(hide('my password=secret')).toEqual({ text: 'my password=***', json: null });
    expect(hide(' password=x')).toEqual({ text: ' password=***', json: null });
    expect(hide('=a=b')).toEqual({ text: '=a=b', json: null });
  });

  it('gives text with no secret back as it is', () => {
    expect(hide('hello world')).toEqual({ text: 'hello world', json: null });
    expect(hide('')).toEqual({ text: '', json: null });
    expect(hide('passwords are secret')).toEqual({ text: 'passwords are secret', json: null });
  });
});

describe('redactHeaders', () => {
  it('hides secret headers, keeps the scheme of authorization, and leaves the others alone', () => {
    const headers = {
      authorization: 'Bearer abc',
      'x-moltin-secret-key': 'k',
      'ep-account-management-authentication-token': 't',
      cookie: 'c=1',
      'content-type': 'application/json',
    };
    const copy = { ...headers };
    const out = redactHeaders(headers);
    expect(out).toStrictEqual({
      authorization: 'Bearer ***',
      'x-moltin-secret-key': '***',
      'ep-account-management-authentication-token': '***',
      cookie: '***',
      'content-type': 'application/json',
    });
    expect(headers).toStrictEqual(copy);
    expect(out).not.toBe(headers);
  });

  it('hides the whole of an authorization without a scheme', () => {
    expect(redactHeaders({ authorization: 'abc' })).toStrictEqual({ authorization: '***' });
    expect(redactHeaders({ authorization: '' })).toStrictEqual({ authorization: '***' });
    expect(redactHeaders({ authorization: 'Bearer ' })).toStrictEqual({ authorization: '***' });
    expect(redactHeaders({ authorization: ' Bearer abc' })).toStrictEqual({ authorization: '***' });
  });

  it('keeps the scheme after any whitespace', () => {
    expect(redactHeaders({ authorization: 'Bearer  abc' })).toStrictEqual({ authorization: 'Bearer ***' });
    expect(redactHeaders({ authorization: 'Basic\tabc def' })).toStrictEqual({ authorization: 'Basic ***' });
    expect(redactHeaders({ authorization: 'B x' })).toStrictEqual({ authorization: 'B ***' });
  });

  it('hides each secret header on its own, even when empty', () => {
    expect(redactHeaders({ cookie: '' })).toStrictEqual({ cookie: '***' });
    expect(redactHeaders({ 'x-moltin-secret-key': 'k', a: 'b' })).toStrictEqual({
      'x-moltin-secret-key': '***',
      a: 'b',
    });
    expect(redactHeaders({ 'ep-account-management-authentication-token': 't' })).toStrictEqual({
      'ep-account-management-authentication-token': '***',
    });
  });

  it('adds nothing to headers with no secret (names are read lower-case)', () => {
    expect(redactHeaders({})).toStrictEqual({});
    expect(redactHeaders({ accept: '*/*', Authorization: 'Bearer x' })).toStrictEqual({
      accept: '*/*',
      Authorization: 'Bearer x',
    });
  });
});

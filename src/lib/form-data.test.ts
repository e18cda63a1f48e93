import { describe, expect, it } from 'vitest';
import { formDataToObject } from './form-data';

describe('formDataToObject', () => {
  it('collects repeated services and drops framework fields', () => {
    const data = new FormData();
    data.append('$ACTION_ID_abc', '');
    data.append('name', 'Ada');
    data.append('services', 'web3');
    data.append('services', 'mobile-apps');
    expect(formDataToObject(data)).toEqual({ name: 'Ada', services: ['web3', 'mobile-apps'] });
  });
});

import type { TableSpec } from '../table-spec';

/** What shoppers browse. Localized names are JSON text { lang: text }. */
export const catalogTables: Record<string, TableSpec> = {
  categories: {
    columns: {
      key: 'text',
      name: 'text',
      name_i18n: 'json{}',
      icon: 'text',
      sort: 'int',
      status: 'text:normal',
      createtime: 'time',
    },
    unique: [['key']],
  },
  products: {
    columns: {
      shop_id: { ref: 'shops', onDelete: 'cascade' },
      category_id: { ref: 'categories' },
      title: 'text',
      title_i18n: 'json{}',
      image: 'text',
      images: 'json',
      content: 'text',
      price: 'cents',
      market_price: 'cents',
      stock: 'int',
      freight: 'cents',
      sales: 'int',
      favorable_rate: 'float:100',
      product_score: 'float:5',
      service_score: 'float:5',
      postage_score: 'float:5',
      review_count: 'int',
      // [ { name, values[] } ]; empty when the product has no SKUs.
      specs: 'json',
      // on | off
      status: 'text:on',
      sort: 'int',
      // Hook for search: lower-cased title, category and shop words; a later migration may add FTS5 / tsvector.
      search_text: 'text',
      createtime: 'time',
      updatetime: 'time',
    },
    indexes: [
      ['status', 'category_id', 'sales'],
      ['status', 'sales'],
      ['status', 'price'],
      ['status', 'createtime'],
      ['shop_id', 'status'],
    ],
  },
  product_skus: {
    columns: {
      product_id: { ref: 'products', onDelete: 'cascade' },
      // { name: value }, and its canonical text for uniqueness.
      spec: 'json{}',
      spec_key: 'text',
      price: 'cents',
      market_price: 'cents',
      stock: 'int',
      image: 'text',
      createtime: 'time',
    },
    unique: [['product_id', 'spec_key']],
  },
  banners: {
    columns: { title: 'text', image: 'text', link: 'text', sort: 'int', status: 'text:normal', createtime: 'time' },
  },
  chain_networks: {
    columns: {
      name: 'text',
      currency: 'text',
      address: 'text',
      min_amount: 'cents',
      sort: 'int',
      status: 'text:normal',
      createtime: 'time',
    },
  },
  articles: {
    columns: {
      // help | law | platform
      type: 'text',
      lang: 'text:en',
      // The same article across languages shares a group_key.
      group_key: 'text',
      title: 'text',
      content: 'text',
      sort: 'int',
      status: 'text:normal',
      createtime: 'time',
      updatetime: 'time',
    },
    unique: [['type', 'group_key', 'lang']],
    indexes: [['type', 'lang', 'sort']],
  },
  favourites: {
    columns: {
      user_id: { ref: 'users', onDelete: 'cascade' },
      product_id: { ref: 'products', onDelete: 'cascade' },
      createtime: 'time',
    },
    unique: [['user_id', 'product_id']],
  },
  follows: {
    columns: {
      user_id: { ref: 'users', onDelete: 'cascade' },
      shop_id: { ref: 'shops', onDelete: 'cascade' },
      createtime: 'time',
    },
    unique: [['user_id', 'shop_id']],
    indexes: [['shop_id']],
  },
  merchant_applications: {
    columns: {
      user_id: { ref: 'users', nullable: true, onDelete: 'set null' },
      shop_name: 'text',
      contact_name: 'text',
      mobile: 'text',
      email: 'text',
      category_id: 'int?',
      description: 'text',
      // pending | approved | refused
      status: 'text:pending',
      remark: 'text',
      admin_id: 'int?',
      createtime: 'time',
      reviewtime: 'time?',
    },
    indexes: [['status', 'createtime']],
  },
};

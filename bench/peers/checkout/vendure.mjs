// Vendure's checkout, as its storefront starters send it to the Shop API, one GraphQL POST a step:
// addItemToOrder, setCustomerForOrder, setOrderShippingAddress, setOrderShippingMethod,
// transitionOrderToState(ArrangingPayment), addPaymentToOrder (the dummy handler, which authorizes).
// Each worker is one guest (its own bearer session and email); its active order becomes a placed
// order at the payment, so the next addItemToOrder starts a new one. The shipping method's id is
// asked once in the setup (eligibleShippingMethods), as our shop and Medusa's flow keep theirs.
const ORDER = '... on Order { id state } ... on ErrorResult { errorCode message }';
const STEPS = {
  add: `mutation($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { ${ORDER} } }`,
  customer: `mutation($input: CreateCustomerInput!) { setCustomerForOrder(input: $input) { ${ORDER} } }`,
  address: `mutation($input: CreateAddressInput!) { setOrderShippingAddress(input: $input) { ${ORDER} } }`,
  shipping: `mutation($ids: [ID!]!) { setOrderShippingMethod(shippingMethodId: $ids) { ${ORDER} } }`,
  arrange: `mutation { transitionOrderToState(state: "ArrangingPayment") { ${ORDER} } }`,
  pay: `mutation($code: String!) { addPaymentToOrder(input: { method: $code, metadata: {} }) { ${ORDER} } }`,
};

export async function prepare(base, { paymentCode, skus }) {
  const tokens = [];
  async function gql(worker, query, variables) {
    const headers = { 'content-type': 'application/json' };
    if (tokens[worker]) headers.authorization = `Bearer ${tokens[worker]}`;
    const res = await fetch(`${base}/shop-api`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
    });
    tokens[worker] ??= res.headers.get('vendure-auth-token') ?? undefined;
    const body = await res.json();
    if (body.errors) throw new Error(`Vendure: ${body.errors[0].message}`);
    const answer = Object.values(body.data)[0];
    if (answer?.errorCode) throw new Error(`Vendure: ${answer.errorCode} ${answer.message}`);
    return answer;
  }
  // The variants of `skus`, found by paging the search index cheapest first (100 a page at most).
  const bySku = new Map();
  for (let skip = 0; skip < 5000 && skus.some((sku) => !bySku.has(sku)); skip += 100) {
    const page = await gql(
      'setup',
      `query { search(input: { groupByProduct: false, take: 100, skip: ${skip}, sort: { price: ASC } }) {
        items { productVariantId sku } } }`,
    );
    if (!page.items.length) break;
    for (const item of page.items) bySku.set(item.sku, item.productVariantId);
  }
  const variants = skus.map((sku) => bySku.get(sku)).filter(Boolean);
  if (variants.length !== skus.length)
    throw new Error(`Vendure has ${variants.length} of the ${skus.length} checkout SKUs`);
  // A throwaway order in the setup's own session finds the shipping method offered to Thailand.
  await gql('setup', STEPS.add, { id: variants[0] });
  await gql('setup', STEPS.address, { input: address() });
  const methods = await gql('setup', 'query { eligibleShippingMethods { id } }');
  const shippingIds = [methods[0].id];
  let next = 0;
  return async (worker) => {
    await gql(worker, STEPS.add, { id: variants[next++ % variants.length] });
    const customer = { emailAddress: `bench-${worker}@bazaar.test`, firstName: 'Bench', lastName: 'Shopper' };
    await gql(worker, STEPS.customer, { input: customer });
    await gql(worker, STEPS.address, { input: address() });
    await gql(worker, STEPS.shipping, { ids: shippingIds });
    await gql(worker, STEPS.arrange);
    const placed = await gql(worker, STEPS.pay, { code: paymentCode });
    if (placed.state !== 'PaymentAuthorized' && placed.state !== 'PaymentSettled')
      throw new Error(`Vendure: order left in ${placed.state}`);
  };
}

const address = () => ({
  fullName: 'Bench Shopper',
  streetLine1: '1 Load Street',
  city: 'Bangkok',
  postalCode: '10100',
  countryCode: 'TH',
  phoneNumber: '13800000000',
});

// Written by `npm run generate` (scripts/generate.ts): do not edit by hand.
export interface paths {
    "/v2/application-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List application keys */
        get: operations["listApplicationKeys"];
        put?: never;
        /** Create an application key (its client_secret is shown in this answer only) */
        post: operations["createApplicationKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/application-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an application key */
        get: operations["getApplicationKey"];
        /** Change the name and/or reserved_rate_limit of an application key */
        put: operations["updateApplicationKey"];
        post?: never;
        /** Delete an application key */
        delete: operations["deleteApplicationKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscriptions/offerings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List offerings */
        get: operations["listOfferings"];
        put?: never;
        /** Create an offering (no products or plans yet) */
        post: operations["createOffering"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/offerings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List offerings */
        get: operations["listOfferingsWithoutV2"];
        put?: never;
        /** Create an offering (no products or plans yet) */
        post: operations["createOfferingWithoutV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscriptions/offerings/{offering_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an offering */
        get: operations["getOffering"];
        /** Change an offering's name, description, external_ref or proration policy */
        put: operations["updateOffering"];
        post?: never;
        /** Delete an offering (its subscriptions keep their snapshot of it) */
        delete: operations["deleteOffering"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/offerings/{offering_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an offering */
        get: operations["getOfferingWithoutV2"];
        /** Change an offering's name, description, external_ref or proration policy */
        put: operations["updateOfferingWithoutV2"];
        post?: never;
        /** Delete an offering (its subscriptions keep their snapshot of it) */
        delete: operations["deleteOfferingWithoutV2"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscriptions/offerings/build": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Build an offering in one call: the store's products and plans (by id or external_ref) or new ones */
        post: operations["buildOffering"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/offerings/build": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Build an offering in one call: the store's products and plans (by id or external_ref) or new ones */
        post: operations["buildOfferingWithoutV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscriptions/offerings/{offering_uuid}/relationships/proration-policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Attach a proration policy to an offering, or with data null take it away (a 204) */
        put: operations["manageProrationsOnOffering"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/offerings/{offering_uuid}/relationships/proration-policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Attach a proration policy to an offering, or with data null take it away (a 204) */
        put: operations["manageProrationsOnOfferingWithoutV2"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscriptions/offerings/{offering_uuid}/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List an offering's products */
        get: operations["listOfferingProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/offerings/{offering_uuid}/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List an offering's products */
        get: operations["listOfferingProductsWithoutV2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscriptions/offerings/{offering_uuid}/products/attach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attach store products to an offering: copies of them, each naming its store product in relationships.origin */
        post: operations["attachOfferingProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/offerings/{offering_uuid}/products/attach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attach store products to an offering: copies of them, each naming its store product in relationships.origin */
        post: operations["attachOfferingProductWithoutV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscriptions/offerings/{offering_uuid}/products/replace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace an offering's products with copies of store products */
        put: operations["replaceOfferingProduct"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/offerings/{offering_uuid}/products/replace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace an offering's products with copies of store products */
        put: operations["replaceOfferingProductWithoutV2"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscriptions/offerings/{offering_uuid}/products/{product_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change an offering's copy of a product (null clears an optional field, a price or one currency's price) */
        put: operations["updateOfferingProduct"];
        post?: never;
        /** Take a product out of an offering (subscriptions keep theirs) */
        delete: operations["deleteOfferingProduct"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/offerings/{offering_uuid}/products/{product_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change an offering's copy of a product (null clears an optional field, a price or one currency's price) */
        put: operations["updateOfferingProductWithoutV2"];
        post?: never;
        /** Take a product out of an offering (subscriptions keep theirs) */
        delete: operations["deleteOfferingProductWithoutV2"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscriptions/offerings/{offering_uuid}/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List an offering's plans, each priced over all the offering's products */
        get: operations["listOfferingPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/offerings/{offering_uuid}/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List an offering's plans, each priced over all the offering's products */
        get: operations["listOfferingPlansWithoutV2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscriptions/offerings/{offering_uuid}/plans/attach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attach store plans to an offering: copies of them, each naming its store plan in relationships.origin */
        post: operations["attachOfferingPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/offerings/{offering_uuid}/plans/attach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attach store plans to an offering: copies of them, each naming its store plan in relationships.origin */
        post: operations["attachOfferingPlanWithoutV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscriptions/offerings/{offering_uuid}/plans/{plan_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change an offering's copy of a plan (null clears an optional field or the fixed price) */
        put: operations["updateOfferingPlan"];
        post?: never;
        /** Take a plan out of an offering (subscriptions keep theirs) */
        delete: operations["deleteOfferingPlan"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/offerings/{offering_uuid}/plans/{plan_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change an offering's copy of a plan (null clears an optional field or the fixed price) */
        put: operations["updateOfferingPlanWithoutV2"];
        post?: never;
        /** Take a plan out of an offering (subscriptions keep theirs) */
        delete: operations["deleteOfferingPlanWithoutV2"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscriptions/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the store's products */
        get: operations["listProducts"];
        put?: never;
        /** Create a product in the store */
        post: operations["createProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the store's products */
        get: operations["listProductsWithoutV2"];
        put?: never;
        /** Create a product in the store */
        post: operations["createProductWithoutV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscriptions/products/{product_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of the store's products */
        get: operations["getProduct"];
        /** Change a store product (null clears an optional field, the price or one currency's price) */
        put: operations["updateProduct"];
        post?: never;
        /** Delete a store product (a 409 while an offering holds a copy of it: detach it first) */
        delete: operations["deleteProduct"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/products/{product_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of the store's products */
        get: operations["getProductWithoutV2"];
        /** Change a store product (null clears an optional field, the price or one currency's price) */
        put: operations["updateProductWithoutV2"];
        post?: never;
        /** Delete a store product (a 409 while an offering holds a copy of it: detach it first) */
        delete: operations["deleteProductWithoutV2"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscriptions/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the store's plans */
        get: operations["listPlans"];
        put?: never;
        /** Create a plan in the store */
        post: operations["createPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the store's plans */
        get: operations["listPlansWithoutV2"];
        put?: never;
        /** Create a plan in the store */
        post: operations["createPlanWithoutV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscriptions/plans/{plan_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of the store's plans */
        get: operations["getPlan"];
        /** Change a store plan (null clears external_ref, description, trial_period, base_price_percentage or fixed_price) */
        put: operations["updatePlan"];
        post?: never;
        /** Delete a store plan (a 409 while an offering holds a copy of it: detach it first) */
        delete: operations["deletePlan"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/plans/{plan_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of the store's plans */
        get: operations["getPlanWithoutV2"];
        /** Change a store plan (null clears external_ref, description, trial_period, base_price_percentage or fixed_price) */
        put: operations["updatePlanWithoutV2"];
        post?: never;
        /** Delete a store plan (a 409 while an offering holds a copy of it: detach it first) */
        delete: operations["deletePlanWithoutV2"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscriptions/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List subscriptions */
        get: operations["listSubscriptions"];
        put?: never;
        /** Subscribe an account to one of an offering's plans (or to an offering made in the same call) */
        post: operations["createSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List subscriptions */
        get: operations["listSubscriptionsWithoutV2"];
        put?: never;
        /** Subscribe an account to one of an offering's plans (or to an offering made in the same call) */
        post: operations["createSubscriptionWithoutV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscriptions/subscriptions/{subscription_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a subscription */
        get: operations["getSubscription"];
        /** Switch a subscription to another plan of its offering, or change who pays */
        put: operations["updateSubscription"];
        post?: never;
        /** Delete a subscription */
        delete: operations["deleteSubscription"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/subscriptions/{subscription_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a subscription */
        get: operations["getSubscriptionWithoutV2"];
        /** Switch a subscription to another plan of its offering, or change who pays */
        put: operations["updateSubscriptionWithoutV2"];
        post?: never;
        /** Delete a subscription */
        delete: operations["deleteSubscriptionWithoutV2"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscriptions/subscriptions/{subscription_uuid}/states": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a subscription's state changes, oldest first */
        get: operations["listSubscriptionStates"];
        put?: never;
        /** Pause, resume, cancel a subscription, or hold one not billed yet (pending) */
        post: operations["createSubscriptionState"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/subscriptions/{subscription_uuid}/states": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a subscription's state changes, oldest first */
        get: operations["listSubscriptionStatesWithoutV2"];
        put?: never;
        /** Pause, resume, cancel a subscription, or hold one not billed yet (pending) */
        post: operations["createSubscriptionStateWithoutV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscriptions/subscriptions/{subscription_uuid}/states/{state_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of a subscription’s state changes */
        get: operations["getSubscriptionState"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/subscriptions/{subscription_uuid}/states/{state_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of a subscription’s state changes */
        get: operations["getSubscriptionStateWithoutV2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscriptions/subscriptions/{subscription_uuid}/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A subscription's products (its offering's, as it was when the subscription was made) */
        get: operations["listSubscriptionProducts"];
        /** Attach, detach or replace a subscription's products (from its offering) */
        put: operations["manageSubscriptionProducts"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/subscriptions/{subscription_uuid}/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A subscription's products (its offering's, as it was when the subscription was made) */
        get: operations["listSubscriptionProductsWithoutV2"];
        /** Attach, detach or replace a subscription's products (from its offering) */
        put: operations["manageSubscriptionProductsWithoutV2"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscriptions/subscriptions/{subscription_uuid}/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A subscription's plans, its own marked `active_plan: true` */
        get: operations["listSubscriptionPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/subscriptions/{subscription_uuid}/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A subscription's plans, its own marked `active_plan: true` */
        get: operations["listSubscriptionPlansWithoutV2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscriptions/subscriptions/{subscription_uuid}/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a subscription's invoices, numbered from 1 */
        get: operations["listSubscriptionInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/subscriptions/{subscription_uuid}/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a subscription's invoices, numbered from 1 */
        get: operations["listSubscriptionInvoicesWithoutV2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscriptions/subscriptions/{subscription_uuid}/invoices/{invoice_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an invoice of a subscription */
        get: operations["getSubscriptionInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/subscriptions/{subscription_uuid}/invoices/{invoice_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an invoice of a subscription */
        get: operations["getSubscriptionInvoiceWithoutV2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscriptions/subscriptions/{subscription_uuid}/invoices/{invoice_uuid}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List an invoice's payment attempts, oldest first */
        get: operations["listSubscriptionInvoicePayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/subscriptions/{subscription_uuid}/invoices/{invoice_uuid}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List an invoice's payment attempts, oldest first */
        get: operations["listSubscriptionInvoicePaymentsWithoutV2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscriptions/subscriptions/{subscription_uuid}/invoices/{invoice_uuid}/payments/{payment_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a payment attempt of an invoice */
        get: operations["getSubscriptionInvoicePayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/subscriptions/{subscription_uuid}/invoices/{invoice_uuid}/payments/{payment_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a payment attempt of an invoice */
        get: operations["getSubscriptionInvoicePaymentWithoutV2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscriptions/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the store's invoices in creation order, across its subscriptions */
        get: operations["listInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the store's invoices in creation order, across its subscriptions */
        get: operations["listInvoicesWithoutV2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscriptions/invoices/{invoice_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an invoice of the store */
        get: operations["getInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/invoices/{invoice_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an invoice of the store */
        get: operations["getInvoiceWithoutV2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscriptions/invoices/{invoice_uuid}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List an invoice's payment attempts, oldest first */
        get: operations["listInvoicePayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/invoices/{invoice_uuid}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List an invoice's payment attempts, oldest first */
        get: operations["listInvoicePaymentsWithoutV2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscriptions/invoices/{invoice_uuid}/payments/{payment_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a payment attempt of an invoice */
        get: operations["getInvoicePayment"];
        /** Record how a payment went: a pending manual payment's outcome, or a payment taken another way after dunning gave up */
        put: operations["updateInvoicePayment"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/invoices/{invoice_uuid}/payments/{payment_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a payment attempt of an invoice */
        get: operations["getInvoicePaymentWithoutV2"];
        /** Record how a payment went: a pending manual payment's outcome, or a payment taken another way after dunning gave up */
        put: operations["updateInvoicePaymentWithoutV2"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscriptions/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List import jobs, oldest first */
        get: operations["listImportJobs"];
        put?: never;
        /** Import a JSONL file (multipart/form-data, field import_file; up to 50,000 lines and 50 MiB): recorded pending, then run at once */
        post: operations["createImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List import jobs, oldest first */
        get: operations["listImportJobsWithoutV2"];
        put?: never;
        /** Import a JSONL file (multipart/form-data, field import_file; up to 50,000 lines and 50 MiB): recorded pending, then run at once */
        post: operations["createImportWithoutV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscriptions/imports/{import_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an import job */
        get: operations["getImport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/imports/{import_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an import job */
        get: operations["getImportWithoutV2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/access_token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Get an access token */
        post: operations["createAccessToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/account-members/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Get account management authentication tokens for an account member */
        post: operations["createAccountManagementTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscriptions/subscribers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List subscribers */
        get: operations["listSubscribers"];
        put?: never;
        /** Create a subscriber */
        post: operations["createSubscriber"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/subscribers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List subscribers */
        get: operations["listSubscribersWithoutV2"];
        put?: never;
        /** Create a subscriber */
        post: operations["createSubscriberWithoutV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscriptions/subscribers/{subscriber_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a subscriber */
        get: operations["getSubscriber"];
        /** Change a subscriber (null clears an optional attribute) */
        put: operations["updateSubscriber"];
        post?: never;
        /** Delete a subscriber */
        delete: operations["deleteSubscriber"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/subscribers/{subscriber_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a subscriber */
        get: operations["getSubscriberWithoutV2"];
        /** Change a subscriber (null clears an optional attribute) */
        put: operations["updateSubscriberWithoutV2"];
        post?: never;
        /** Delete a subscriber */
        delete: operations["deleteSubscriberWithoutV2"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscriptions/dunning-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List dunning rules */
        get: operations["listDunningRules"];
        put?: never;
        /** Create a dunning rule */
        post: operations["createDunningRule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/dunning-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List dunning rules */
        get: operations["listDunningRulesWithoutV2"];
        put?: never;
        /** Create a dunning rule */
        post: operations["createDunningRuleWithoutV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscriptions/dunning-rules/{dunning_rule_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a dunning rule */
        get: operations["getDunningRule"];
        /** Change a dunning rule (null clears an optional attribute) */
        put: operations["updateDunningRule"];
        post?: never;
        /** Delete a dunning rule */
        delete: operations["deleteDunningRule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/dunning-rules/{dunning_rule_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a dunning rule */
        get: operations["getDunningRuleWithoutV2"];
        /** Change a dunning rule (null clears an optional attribute) */
        put: operations["updateDunningRuleWithoutV2"];
        post?: never;
        /** Delete a dunning rule */
        delete: operations["deleteDunningRuleWithoutV2"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscriptions/proration-policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List proration policys */
        get: operations["listProrationPolicies"];
        put?: never;
        /** Create a proration policy */
        post: operations["createProrationPolicy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/proration-policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List proration policys */
        get: operations["listProrationPoliciesWithoutV2"];
        put?: never;
        /** Create a proration policy */
        post: operations["createProrationPolicyWithoutV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscriptions/proration-policies/{proration_policy_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a proration policy */
        get: operations["getProrationPolicy"];
        /** Change a proration policy (null clears an optional attribute) */
        put: operations["updateProrationPolicy"];
        post?: never;
        /** Delete a proration policy */
        delete: operations["deleteProrationPolicy"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/proration-policies/{proration_policy_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a proration policy */
        get: operations["getProrationPolicyWithoutV2"];
        /** Change a proration policy (null clears an optional attribute) */
        put: operations["updateProrationPolicyWithoutV2"];
        post?: never;
        /** Delete a proration policy */
        delete: operations["deleteProrationPolicyWithoutV2"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscriptions/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List jobs */
        get: operations["listJobs"];
        put?: never;
        /** Create a job */
        post: operations["createJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List jobs */
        get: operations["listJobsWithoutV2"];
        put?: never;
        /** Create a job */
        post: operations["createJobWithoutV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscriptions/jobs/{job_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a job */
        get: operations["getJob"];
        put?: never;
        post?: never;
        /** Delete a job */
        delete: operations["deleteJob"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/jobs/{job_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a job */
        get: operations["getJobWithoutV2"];
        put?: never;
        post?: never;
        /** Delete a job */
        delete: operations["deleteJobWithoutV2"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscriptions/schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List schedules */
        get: operations["listSchedules"];
        put?: never;
        /** Create a schedule */
        post: operations["createSchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List schedules */
        get: operations["listSchedulesWithoutV2"];
        put?: never;
        /** Create a schedule */
        post: operations["createScheduleWithoutV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscriptions/schedules/{schedule_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a schedule */
        get: operations["getSchedule"];
        /** Change a schedule (null clears an optional attribute) */
        put: operations["updateSchedule"];
        post?: never;
        /** Delete a schedule */
        delete: operations["deleteSchedule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/schedules/{schedule_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a schedule */
        get: operations["getScheduleWithoutV2"];
        /** Change a schedule (null clears an optional attribute) */
        put: operations["updateScheduleWithoutV2"];
        post?: never;
        /** Delete a schedule */
        delete: operations["deleteScheduleWithoutV2"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/integrations/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the logs of every integration of the store (oldest first) */
        get: operations["listStoreLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the logs of every integration of the store (oldest first) */
        get: operations["listStoreLogsWithoutV2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/integrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List integrations */
        get: operations["listIntegrations"];
        put?: never;
        /** Create a integration */
        post: operations["createIntegration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List integrations */
        get: operations["listIntegrationsWithoutV2"];
        put?: never;
        /** Create a integration */
        post: operations["createIntegrationWithoutV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/integrations/{integration_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a integration */
        get: operations["getIntegration"];
        /** Change a integration (null clears an optional attribute) */
        put: operations["updateIntegration"];
        post?: never;
        /** Delete a integration */
        delete: operations["deleteIntegration"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/{integration_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a integration */
        get: operations["getIntegrationWithoutV2"];
        /** Change a integration (null clears an optional attribute) */
        put: operations["updateIntegrationWithoutV2"];
        post?: never;
        /** Delete a integration */
        delete: operations["deleteIntegrationWithoutV2"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/integrations/{integration_uuid}/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List an integration's logs (oldest first) */
        get: operations["listIntegrationLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/{integration_uuid}/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List an integration's logs (oldest first) */
        get: operations["listIntegrationLogsWithoutV2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/integrations/{integration_uuid}/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List an integration's jobs: one per event it was to get (oldest first) */
        get: operations["listIntegrationJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/{integration_uuid}/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List an integration's jobs: one per event it was to get (oldest first) */
        get: operations["listIntegrationJobsWithoutV2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/integrations/{integration_uuid}/jobs/{job_uuid}/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the logs of one of an integration's jobs (oldest first) */
        get: operations["listJobLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/{integration_uuid}/jobs/{job_uuid}/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the logs of one of an integration's jobs (oldest first) */
        get: operations["listJobLogsWithoutV2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__emulator/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Is it up, which version, which world */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__emulator/scenarios": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every scenario, built-in and yours */
        get: operations["listScenarios"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__emulator/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__emulator/scenario": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the current scenario */
        put: operations["setScenario"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__emulator/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the current session */
        put: operations["setSession"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__emulator/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sessions holding writes, least recently used first */
        get: operations["listSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__emulator/sessions/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Drop a session's writes in every scenario */
        delete: operations["dropSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__emulator/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A session's clock */
        get: operations["getClock"];
        put?: never;
        /** Move a session's clock (billing runs, payments, dunning) */
        post: operations["moveClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__emulator/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The request journal: what the API answered, oldest first */
        get: operations["listRequests"];
        put?: never;
        post?: never;
        /** Clear the request journal */
        delete: operations["clearRequests"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__emulator/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The events the emulator emitted, each with its delivery attempts, oldest first */
        get: operations["listEvents"];
        put?: never;
        /** Cause an event by making its real state change in a session (the emitted events answer) */
        post: operations["triggerEvent"];
        /** Forget the events kept (deliveries under way go on) */
        delete: operations["clearEvents"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__emulator/events/{id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deliver an event again to its session's integrations that observe its key */
        post: operations["redeliverEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__emulator/snapshot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every session holding writes (or the one named), as one versioned document to restore later */
        get: operations["getSnapshot"];
        /** Restore a snapshot's sessions (taken by an emulator started alike); they become what reset goes back to */
        put: operations["restoreSnapshot"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__emulator/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save every session to --data-dir now (snapshot.json) */
        post: operations["saveSnapshot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__emulator/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Drop every session's writes, forget tokens, clear the journal, back to the start-up world */
        post: operations["reset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__emulator/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dashboard */
        get: operations["getDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__emulator/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a scenario and session hold, as the dashboard shows it */
        get: operations["getSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        PageLinks: {
            current: string;
            first: string;
            last: string;
            next: string | null;
            prev: string | null;
        };
        PageMeta: {
            limit: number;
            offset: number;
            current: number;
            total: number;
        };
        Price: {
            amount: number;
            includes_tax?: boolean;
        };
        PriceMap: {
            [key: string]: components["schemas"]["Price"];
        };
        PriceFormatting: {
            amount: number;
            currency: string;
            formatted: string;
        };
        DisplayPrice: {
            without_tax: components["schemas"]["PriceFormatting"];
            with_tax: components["schemas"]["PriceFormatting"];
        };
        Relationships: {
            [key: string]: {
                data: {
                    type: string;
                    /** Format: uuid */
                    id: string;
                } | {
                    type: string;
                    /** Format: uuid */
                    id: string;
                }[] | (null);
            };
        };
        Integration: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            type: "integration";
            name: string;
            description?: string;
            enabled: boolean;
            /** @enum {string} */
            integration_type: "webhook" | "aws_sqs" | "stomp";
            observes: string[];
            configuration: {
                url: string;
                aws_access_key_id: string;
                aws_secret_access_key: string;
                region: string;
            } | {
                url: string;
                secret_key?: string;
            } | {
                /** Format: uri */
                url: string;
                username?: string;
                password?: string;
                destination?: string;
                addresses?: string[];
            };
            links: {
                self: string;
            };
            meta: {
                timestamps: {
                    /** Format: date-time */
                    created_at: string;
                    /** Format: date-time */
                    updated_at: string;
                };
            };
        };
        IntegrationResponse: {
            data: components["schemas"]["Integration"];
        };
        IntegrationList: {
            data: components["schemas"]["Integration"][];
            links: {
                current: string;
                first: string;
                last: string;
                next?: string;
                prev?: string;
            };
            results: {
                total: number;
            };
            meta: {
                page: components["schemas"]["PageMeta"];
                results: {
                    total: number;
                };
            };
        };
        IntegrationLog: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            type: "integration";
            succeeded: boolean;
            attempt: number;
            body: string;
            status_code?: number;
            error_detail: string;
            processing_time: number;
            relationships: {
                integration: {
                    data: {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        type: "integration";
                    };
                };
                job: {
                    data: {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        type: "integration-job";
                    };
                };
            };
            meta: {
                timestamps: {
                    /** Format: date-time */
                    created_at: string;
                    /** Format: date-time */
                    updated_at: string;
                };
            };
        };
        IntegrationLogList: {
            data: components["schemas"]["IntegrationLog"][];
            links: {
                first: string;
                next?: string;
                prev?: string;
            };
            meta: {
                page: components["schemas"]["PageMeta"];
                results: {
                    total: number;
                };
            };
        };
        IntegrationJob: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            type: "integration-job";
        };
        IntegrationJobList: {
            data: components["schemas"]["IntegrationJob"][];
            links: {
                first: string;
                next?: string;
                prev?: string;
            };
            meta: {
                page: components["schemas"]["PageMeta"];
                results: {
                    total: number;
                };
            };
        };
        AdminHealth: {
            /** @enum {string} */
            status: "ok";
            version: string;
            /** @enum {string} */
            api_version: "2024" | "2026";
            scenario: string;
            session: string;
        };
        AdminScenarios: {
            current: string;
            scenarios: {
                name: string;
                description: string;
                status?: number;
                origin: string;
                keys: number;
                subscriptions: number;
            }[];
            ids: {
                [key: string]: string;
            };
        };
        AdminCurrent: {
            current: string;
            session: string;
        };
        AdminSessions: {
            current: string;
            data: {
                scenario: string;
                session: string;
                writes: number;
                /** Format: date-time */
                clock: string;
            }[];
        };
        AdminDropped: {
            session: string;
            dropped: boolean;
        };
        AdminClock: {
            /** Format: date-time */
            now: string;
            scenario: string;
            session: string;
        };
        JournalEntry: {
            id: number;
            time: string;
            method: string;
            path: string;
            query: {
                [key: string]: string | string[];
            };
            headers: {
                [key: string]: string;
            };
            body: string | null;
            json: unknown;
            status: number;
            scenario: string;
            session: string;
            durationMs: number;
            response: {
                headers: {
                    [key: string]: string;
                };
                body: string;
                json: unknown;
            };
            /** @description With --proxy: how the real answer differs from the contract ([] for not at all). */
            drift?: string[];
        };
        AdminRequests: {
            data: components["schemas"]["JournalEntry"][];
        };
        EmulatorEventDelivery: {
            /** Format: uuid */
            integration: string;
            /** Format: uuid */
            job: string;
            attempt: number;
            /** @enum {string} */
            integration_type: "webhook" | "aws_sqs" | "stomp";
            /** Format: date-time */
            at: string;
            succeeded: boolean;
            status_code?: number;
            error_detail?: string;
            processing_time: number;
            request: {
                url: string;
                headers: {
                    [key: string]: string;
                };
                body: string;
            };
            response?: {
                status: number;
                body: string;
            };
        };
        EmulatorEvent: {
            /** Format: uuid */
            id: string;
            key: string;
            /** Format: date-time */
            at: string;
            scenario: string;
            session: string;
            resource: {
                type: string;
                id: string;
            };
            payload: unknown;
            deliveries: components["schemas"]["EmulatorEventDelivery"][];
        };
        AdminEvents: {
            data: components["schemas"]["EmulatorEvent"][];
        };
        AdminRedelivered: {
            data: {
                /** Format: uuid */
                event: string;
                queued: number;
            };
        };
        AdminSummary: {
            /** @enum {string} */
            api_version: "2024" | "2026";
            scenario: string;
            session: string;
            /** Format: date-time */
            clock: string;
            writes: number;
            status: number | null;
            keys: {
                total: number;
                totalReservedRateLimit: number;
            };
            subscriptions: {
                total: number;
                data: {
                    id: string;
                    name: string;
                    account_id: string;
                    offering: string;
                    plan: string | null;
                    currency: string;
                    /** @enum {string} */
                    status: "active" | "inactive";
                    paused: boolean;
                    canceled: boolean;
                    closed: boolean;
                    suspended: boolean;
                    pending: boolean;
                    /** Format: date-time */
                    invoice_after: string;
                }[];
            };
            offerings: {
                total: number;
                data: {
                    id: string;
                    name: string;
                    products: number;
                    plans: number;
                    features: number;
                }[];
            };
        };
        AdminSnapshot: {
            /** @enum {string} */
            format: "commerce-emulator/snapshot";
            /** @description The document's format version: a newer one than the emulator's is refused. */
            version: number;
            /** @description The commerce-emulator version that took it (not checked). */
            emulator: string;
            /** @enum {string} */
            api_version: "2024" | "2026";
            seed: number;
            /** Format: date-time */
            now: string;
            store_rate_limit: number;
            /** @enum {string} */
            dunning_action: "suspend" | "close" | "none";
            sessions: {
                scenario: string;
                session: string;
                steps: ({
                    method: string;
                    /** @description The path as requested, from /. */
                    path: string;
                    /** @description The query string as sent, without its ?, or empty. */
                    query: string;
                    /** @description The Content-Type sent, if any. */
                    type?: string;
                    /** @description The body sent, as text, if any. */
                    body?: string;
                } | {
                    /** @description The session's clock moved to this time (ms since 1970). */
                    clock: number;
                })[];
                deliveries?: {
                    logs: components["schemas"]["IntegrationLog"][];
                    jobs: {
                        id: string;
                        integration: string;
                    }[];
                    pending: {
                        event: {
                            id: string;
                            key: string;
                            at: number;
                            resource: {
                                type: string;
                                id: string;
                            };
                            payload: string;
                        };
                        integration: string;
                        attempts: number;
                    }[];
                };
            }[];
        };
        AdminRestored: {
            restored: {
                scenario: string;
                session: string;
                steps: number;
            }[];
        };
        AdminSaved: {
            saved: string;
            sessions: number;
            bytes: number;
        };
        AccountManagementAuthenticationToken: {
            /** @enum {string} */
            type: "account_management_authentication_token";
            account_name: string;
            /** Format: uuid */
            account_id: string;
            token: string;
            /** Format: date-time */
            expires: string;
        };
        AccountManagementAuthenticationTokenList: {
            data: components["schemas"]["AccountManagementAuthenticationToken"][];
            meta: {
                page: components["schemas"]["PageMeta"];
                results: {
                    total: number;
                };
                /** Format: uuid */
                account_member_id: string;
            };
            links: {
                current: string;
                first: string;
                last: string;
            };
        };
        ApplicationKey: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            type: "application_key";
            name: string;
            client_id: string;
            reserved_rate_limit: number;
            meta: {
                timestamps: {
                    /** Format: date-time */
                    last_used_at: string | null;
                    /** Format: date-time */
                    created_at: string;
                    /** Format: date-time */
                    updated_at: string;
                };
            };
        };
        ApplicationKeyList: {
            data: components["schemas"]["ApplicationKey"][];
            links: components["schemas"]["PageLinks"];
            meta: {
                page: components["schemas"]["PageMeta"];
                results: {
                    total: number;
                };
                total_reserved_rate_limit: number;
            };
        };
        ApplicationKeyResponse: {
            data: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                type: "application_key";
                name: string;
                client_id: string;
                reserved_rate_limit: number;
                meta: {
                    timestamps: {
                        /** Format: date-time */
                        last_used_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
                links: {
                    self: string;
                };
            };
            links: {
                self: string;
            };
        };
        CreatedApplicationKey: {
            data: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                type: "application_key";
                name: string;
                client_id: string;
                reserved_rate_limit: number;
                meta: {
                    timestamps: {
                        /** Format: date-time */
                        last_used_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
                client_secret: string;
                links: {
                    self: string;
                };
            };
            links: {
                self: string;
            };
        };
        Error: {
            status: string;
            title: string;
            detail: string;
        };
        ErrorBody: {
            errors: components["schemas"]["Error"][];
        };
        Price2026: {
            amount: number;
            includes_tax?: boolean;
        };
        PriceMap2026: {
            [key: string]: components["schemas"]["Price2026"];
        };
        DisplayPrice2026: {
            without_tax: components["schemas"]["PriceFormatting"];
            with_tax: components["schemas"]["PriceFormatting"];
            tax?: components["schemas"]["PriceFormatting"];
        };
        PriceUnits: {
            /** @enum {string} */
            unit: "day" | "month";
            amount: number;
        };
        LeadTime: {
            /** @enum {string} */
            type: "day" | "week";
            time: number;
        };
        NotificationSchedule: {
            name: string;
            /** @enum {string} */
            unit: "day" | "week" | "month";
            amount: number;
        };
        Relationships2026: {
            [key: string]: {
                data?: {
                    type: string;
                    /** Format: uuid */
                    id: string;
                } | {
                    type: string;
                    /** Format: uuid */
                    id: string;
                }[] | (null);
                links?: {
                    related?: string;
                };
            };
        };
        FeatureConfiguration: {
            /** @enum {string} */
            type: "access";
            tag: string;
        } | {
            /** @enum {string} */
            type: "promotion";
            promotions: {
                name: string;
                tag: string;
                /** Format: uuid */
                promotion_id?: string;
            }[];
        } | {
            /** @enum {string} */
            type: "usage";
            tag: string;
            label: string;
            default_value: number;
        };
        FeaturePlanConfiguration: {
            /** @enum {string} */
            type: "access";
        } | {
            /** @enum {string} */
            type: "promotion";
            tag: string;
        } | {
            /** @enum {string} */
            type: "usage";
            default_value: number;
        };
        PaymentAuthority2026: {
            /** @enum {string} */
            type: "elastic_path_payments_stripe";
            customer_id?: string;
            card_id?: string;
        } | {
            /** @enum {string} */
            type: "stripe_payment_intents";
            customer_id?: string;
            card_id?: string;
        } | {
            /** @enum {string} */
            type: "authorize_net";
            payment_profile_id?: string;
            customer_profile_id?: string;
        };
        Offering2026: {
            /** Format: uuid */
            id?: string;
            /** @enum {string} */
            type: "subscription_offering";
            attributes: {
                external_ref?: string;
                name: string;
                description?: string;
                /** Format: date-time */
                updated_at: string;
                /** Format: date-time */
                created_at: string;
            };
            relationships?: components["schemas"]["Relationships2026"];
            meta: {
                external_plan_refs: string[];
                /** @enum {string} */
                owner: "store" | "organization";
                timestamps: {
                    /** Format: date-time */
                    created_at: string;
                    /** Format: date-time */
                    updated_at: string;
                };
            };
        };
        OfferingPlan2026: {
            /** Format: uuid */
            id?: string;
            /** @enum {string} */
            type: "subscription_offering_plan";
            attributes: {
                external_ref?: string;
                name: string;
                description?: string;
                sku?: string;
                /** Format: uri */
                main_image?: string;
                price?: components["schemas"]["PriceMap2026"];
                price_units?: components["schemas"]["PriceUnits"];
                feature_configurations: {
                    [key: string]: components["schemas"]["FeaturePlanConfiguration"];
                };
                /** Format: date-time */
                updated_at: string;
                /** Format: date-time */
                created_at: string;
            };
            relationships?: components["schemas"]["Relationships2026"];
            meta: {
                prices?: {
                    [key: string]: {
                        price?: components["schemas"]["PriceMap2026"];
                        display_price?: components["schemas"]["DisplayPrice2026"];
                    };
                };
                display_price?: components["schemas"]["DisplayPrice2026"];
                /** @enum {string} */
                owner: "store" | "organization";
                timestamps: {
                    /** Format: date-time */
                    created_at: string;
                    /** Format: date-time */
                    updated_at: string;
                };
                active_plan?: boolean;
            };
        };
        PricingOption2026: {
            /** Format: uuid */
            id?: string;
            /** @enum {string} */
            type: "subscription_offering_pricing_option";
            attributes: {
                external_ref?: string;
                name: string;
                description?: string;
                /** @enum {string} */
                billing_interval_type: "day" | "week" | "month" | "year";
                billing_frequency: number;
                trial_period?: number;
                lead_time?: components["schemas"]["LeadTime"];
                notification_schedule?: components["schemas"]["NotificationSchedule"][];
                plan_length: number;
                /** @enum {string} */
                end_behavior: "close" | "roll";
                can_pause: boolean;
                can_resume: boolean;
                can_cancel: boolean;
                base_price_percentage?: number;
                fixed_price?: components["schemas"]["PriceMap2026"];
                /** Format: date-time */
                updated_at: string;
                /** Format: date-time */
                created_at: string;
            };
            relationships?: components["schemas"]["Relationships2026"];
            meta: {
                prices?: {
                    [key: string]: {
                        price?: components["schemas"]["PriceMap2026"];
                        display_price?: components["schemas"]["DisplayPrice2026"];
                    };
                };
                price?: components["schemas"]["PriceMap2026"];
                display_price?: components["schemas"]["DisplayPrice2026"];
                active_pricing_option?: boolean;
                /** @enum {string} */
                owner: "store" | "organization";
                timestamps: {
                    /** Format: date-time */
                    created_at: string;
                    /** Format: date-time */
                    updated_at: string;
                };
            };
        };
        Feature: {
            /** Format: uuid */
            id?: string;
            /** @enum {string} */
            type: "subscription_feature";
            attributes: {
                external_ref?: string;
                name: string;
                description?: string;
                configuration: components["schemas"]["FeatureConfiguration"];
                /** Format: date-time */
                updated_at?: string;
                /** Format: date-time */
                created_at?: string;
            };
            meta: {
                /** @enum {string} */
                owner: "store" | "organization";
                timestamps: {
                    /** Format: date-time */
                    created_at: string;
                    /** Format: date-time */
                    updated_at: string;
                };
            };
        };
        OfferingFeature: {
            /** Format: uuid */
            id?: string;
            /** @enum {string} */
            type: "subscription_offering_feature";
            attributes: {
                external_ref?: string;
                name: string;
                description?: string;
                configuration: components["schemas"]["FeatureConfiguration"];
                /** Format: date-time */
                updated_at?: string;
                /** Format: date-time */
                created_at?: string;
            };
            relationships?: components["schemas"]["Relationships2026"];
            meta: {
                /** @enum {string} */
                owner: "store" | "organization";
                timestamps: {
                    /** Format: date-time */
                    created_at: string;
                    /** Format: date-time */
                    updated_at: string;
                };
            };
        };
        OfferingIncluded2026: {
            features?: components["schemas"]["OfferingFeature"][];
            plans?: components["schemas"]["OfferingPlan2026"][];
            pricing_options?: components["schemas"]["PricingOption2026"][];
        };
        SubscriptionIncluded2026: {
            plans?: components["schemas"]["OfferingPlan2026"][];
            pricing_options?: components["schemas"]["PricingOption2026"][];
        };
        SubscriptionState2026: {
            /** Format: uuid */
            id?: string;
            /** @enum {string} */
            type: "subscription_state";
            attributes: {
                /** @enum {string} */
                action: "cancel" | "pause" | "resume" | "pending";
                cancel_immediately?: boolean;
            };
            meta: {
                /** Format: date-time */
                created_at: string;
                canceled?: boolean;
                paused?: boolean;
                closed?: boolean;
                suspended?: boolean;
                /** Format: date-time */
                invoice_after?: string;
            };
        };
        SubscriptionPriceChanges: {
            plan_prices?: {
                [key: string]: components["schemas"]["PriceMap2026"];
            };
            pricing_option_prices?: {
                [key: string]: {
                    base_price_percentage?: number;
                    fixed_price?: components["schemas"]["PriceMap2026"];
                };
            };
        };
        SubscriptionPriceUpdateHistoryEntry: {
            price_changes: components["schemas"]["SubscriptionPriceChanges"];
            /** Format: date-time */
            valid_until: string;
        };
        Subscription2026: {
            /** Format: uuid */
            id?: string;
            /** @enum {string} */
            type: "subscription";
            attributes: {
                external_ref?: string;
                /** Format: uuid */
                account_id: string;
                /** Format: uuid */
                address_id?: string;
                name: string;
                /** Format: email */
                email: string;
                offering: components["schemas"]["Offering2026"];
                /** Format: uuid */
                pricing_option_id: string;
                /** Format: uuid */
                plan_id: string;
                currency: string;
                payment_authority?: components["schemas"]["PaymentAuthority2026"];
            };
            relationships?: components["schemas"]["Relationships2026"];
            meta: {
                /** @enum {string} */
                owner: "store" | "organization";
                timestamps: {
                    /** Format: date-time */
                    created_at: string;
                    /** Format: date-time */
                    updated_at: string;
                    /** Format: date-time */
                    canceled_at?: string;
                    /** Format: date-time */
                    paused_at?: string;
                    /** Format: date-time */
                    resumed_at?: string;
                    /** Format: date-time */
                    end_date?: string;
                    /** Format: date-time */
                    go_live_after?: string;
                    /** Format: date-time */
                    go_live?: string;
                };
                /** @enum {string} */
                status: "active" | "inactive";
                state?: components["schemas"]["SubscriptionState2026"];
                manual_payments: boolean;
                first_invoice_prepaid: boolean;
                canceled: boolean;
                paused: boolean;
                closed: boolean;
                suspended: boolean;
                pending: boolean;
                /** Format: date-time */
                invoice_after: string;
                pending_price_change?: components["schemas"]["SubscriptionPriceChanges"];
                price_update_history?: components["schemas"]["SubscriptionPriceUpdateHistoryEntry"][];
            };
            state?: components["schemas"]["SubscriptionState2026"];
        };
        OfferingResponse2026: {
            data: components["schemas"]["Offering2026"];
            included?: components["schemas"]["OfferingIncluded2026"];
        };
        OfferingList2026: {
            data: components["schemas"]["Offering2026"][];
            included?: components["schemas"]["OfferingIncluded2026"];
            links: components["schemas"]["PageLinks"];
            meta: {
                page: components["schemas"]["PageMeta"];
                results: {
                    total: number;
                };
            };
        };
        OfferingPlanList2026: {
            data: components["schemas"]["OfferingPlan2026"][];
            links: components["schemas"]["PageLinks"];
            meta: {
                page: components["schemas"]["PageMeta"];
                results: {
                    total: number;
                };
            };
        };
        OfferingPlanResponse2026: {
            data: components["schemas"]["OfferingPlan2026"];
        };
        PricingOptionList2026: {
            data: components["schemas"]["PricingOption2026"][];
            links: components["schemas"]["PageLinks"];
            meta: {
                page: components["schemas"]["PageMeta"];
                results: {
                    total: number;
                };
            };
        };
        PricingOptionResponse2026: {
            data: components["schemas"]["PricingOption2026"];
        };
        FeatureList2026: {
            data: components["schemas"]["Feature"][];
            links: components["schemas"]["PageLinks"];
            meta: {
                page: components["schemas"]["PageMeta"];
                results: {
                    total: number;
                };
            };
        };
        FeatureResponse2026: {
            data: components["schemas"]["Feature"];
        };
        OfferingFeatureList2026: {
            data: components["schemas"]["OfferingFeature"][];
            links: components["schemas"]["PageLinks"];
            meta: {
                page: components["schemas"]["PageMeta"];
                results: {
                    total: number;
                };
            };
        };
        OfferingFeatureResponse2026: {
            data: components["schemas"]["OfferingFeature"];
        };
        AttachedOfferingFeatures2026: {
            data: components["schemas"]["OfferingFeature"][];
        };
        OfferingPlanPricingOptions2026: {
            data: {
                type: string;
                /** Format: uuid */
                id: string;
            }[];
        };
        SubscriptionResponse2026: {
            data: components["schemas"]["Subscription2026"];
            included?: components["schemas"]["SubscriptionIncluded2026"];
        };
        SubscriptionList2026: {
            data: components["schemas"]["Subscription2026"][];
            included?: components["schemas"]["SubscriptionIncluded2026"];
            links: components["schemas"]["PageLinks"];
            meta: {
                page: components["schemas"]["PageMeta"];
                results: {
                    total: number;
                };
            };
        };
        SubscriptionPlanList2026: {
            data: components["schemas"]["OfferingPlan2026"][];
        };
        SubscriptionPricingOptionList2026: {
            data: components["schemas"]["PricingOption2026"][];
        };
        SubscriptionStateList2026: {
            data: components["schemas"]["SubscriptionState2026"][];
        };
        SubscriptionStateResponse2026: {
            data: components["schemas"]["SubscriptionState2026"];
        };
        Import2024: {
            /** Format: uuid */
            id?: string;
            /** @enum {string} */
            type: "subscription_import";
            attributes: {
                external_ref?: string;
                /** @enum {string} */
                status: "pending" | "started" | "success" | "failed";
            };
            meta: {
                /** @enum {string} */
                owner: "store" | "organization";
                timestamps: {
                    /** Format: date-time */
                    created_at: string;
                    /** Format: date-time */
                    updated_at: string;
                    /** Format: date-time */
                    started_at?: string;
                    /** Format: date-time */
                    finished_at?: string;
                };
                records: {
                    uploaded: {
                        subscription_product: number;
                        subscription_plan: number;
                        subscription_subscriber: number;
                        subscription_offering: number;
                        subscription: number;
                    };
                    imported: {
                        subscription_product: number;
                        subscription_plan: number;
                        subscription_subscriber: number;
                        subscription_offering: number;
                        subscription: number;
                    };
                };
            };
        };
        Import2026: {
            /** Format: uuid */
            id?: string;
            /** @enum {string} */
            type: "subscription_import";
            attributes: {
                external_ref?: string;
                /** @enum {string} */
                status: "pending" | "started" | "success" | "failed";
            };
            meta: {
                /** @enum {string} */
                owner: "store" | "organization";
                timestamps: {
                    /** Format: date-time */
                    created_at: string;
                    /** Format: date-time */
                    updated_at: string;
                    /** Format: date-time */
                    started_at?: string;
                    /** Format: date-time */
                    finished_at?: string;
                };
                records: {
                    uploaded: {
                        subscription_feature: number;
                        subscription_subscriber: number;
                        subscription_offering: number;
                        subscription: number;
                    };
                    imported: {
                        subscription_feature: number;
                        subscription_subscriber: number;
                        subscription_offering: number;
                        subscription: number;
                    };
                };
            };
        };
        ImportResponse2024: {
            data: components["schemas"]["Import2024"];
        };
        ImportResponse2026: {
            data: components["schemas"]["Import2026"];
        };
        ImportList2024: {
            data: components["schemas"]["Import2024"][];
            links: components["schemas"]["PageLinks"];
            meta: {
                page: components["schemas"]["PageMeta"];
                results: {
                    total: number;
                };
            };
        };
        ImportList2026: {
            data: components["schemas"]["Import2026"][];
            links: components["schemas"]["PageLinks"];
            meta: {
                page: components["schemas"]["PageMeta"];
                results: {
                    total: number;
                };
            };
        };
        ImportError2026: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            type: "subscription_import_error";
            meta: {
                /** @enum {string} */
                owner: "store" | "organization";
                timestamps: {
                    /** Format: date-time */
                    created_at: string;
                    /** Format: date-time */
                    updated_at: string;
                };
                error: string;
                field: string;
                line_number: number;
                external_ref?: string;
            };
        };
        ImportErrorList2026: {
            data: components["schemas"]["ImportError2026"][];
            links: components["schemas"]["PageLinks"];
            meta: {
                page: components["schemas"]["PageMeta"];
                results: {
                    total: number;
                };
            };
        };
        TaxItem: {
            /** @enum {string} */
            type: "tax_item";
            name?: string;
            code?: string;
            rate: number;
            jurisdiction?: string;
        };
        Invoice: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            type: "subscription_invoice";
            attributes: {
                billing_period: {
                    /** Format: date-time */
                    start: string;
                    /** Format: date-time */
                    end: string;
                };
                tax_items?: components["schemas"]["TaxItem"][];
                outstanding: boolean;
                number: number;
                tax_required: boolean;
                payment_retries_limit_reached: boolean;
                manual_payment_pending: boolean;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
                invoice_items: {
                    description: string;
                    price: {
                        currency: string;
                        amount: number;
                        includes_tax?: boolean;
                    };
                    /** Format: date-time */
                    from_time_period?: string;
                    /** Format: date-time */
                    until_time_period?: string;
                    /** Format: uuid */
                    product_id?: string;
                }[];
            };
            meta: {
                /** @enum {string} */
                owner: "store" | "organization";
                /** Format: uuid */
                subscription_id: string;
                /** Format: uuid */
                subscriber_id: string;
                price: {
                    currency: string;
                    amount: number;
                    includes_tax?: boolean;
                };
                timestamps: {
                    /** Format: date-time */
                    created_at: string;
                    /** Format: date-time */
                    updated_at: string;
                    /** Format: date-time */
                    taxes_added_at?: string;
                };
                proration_events: {
                    /** Format: uuid */
                    proration_policy_id: string;
                    billing_cost_before_proration: number;
                    refunded_amount_for_unused_plan: number;
                    new_plan_cost: number;
                    /** Format: date-time */
                    prorated_at: string;
                }[];
            };
        };
        Invoice2026: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            type: "subscription_invoice";
            attributes: {
                billing_period: {
                    /** Format: date-time */
                    start: string;
                    /** Format: date-time */
                    end: string;
                };
                tax_items?: components["schemas"]["TaxItem"][];
                outstanding: boolean;
                number: number;
                tax_required: boolean;
                payment_retries_limit_reached: boolean;
                manual_payment_pending: boolean;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
                invoice_items: {
                    description: string;
                    price: {
                        currency: string;
                        amount: number;
                        includes_tax?: boolean;
                    };
                    /** Format: date-time */
                    from_time_period?: string;
                    /** Format: date-time */
                    until_time_period?: string;
                    /** Format: uuid */
                    plan_id?: string;
                }[];
                pro_forma: boolean;
                /** Format: date-time */
                valid_from?: string;
            };
            meta: {
                /** @enum {string} */
                owner: "store" | "organization";
                /** Format: uuid */
                subscription_id: string;
                /** Format: uuid */
                subscriber_id: string;
                price: {
                    currency: string;
                    amount: number;
                    includes_tax?: boolean;
                };
                timestamps: {
                    /** Format: date-time */
                    created_at: string;
                    /** Format: date-time */
                    updated_at: string;
                    /** Format: date-time */
                    taxes_added_at?: string;
                };
                display_price: {
                    without_tax: components["schemas"]["PriceFormatting"];
                    with_tax: components["schemas"]["PriceFormatting"];
                    tax: components["schemas"]["PriceFormatting"];
                };
                proration_events: {
                    /** Format: uuid */
                    proration_policy_id: string;
                    billing_cost_before_proration: number;
                    refunded_amount_for_unused_pricing_option: number;
                    new_pricing_option_cost: number;
                    /** Format: date-time */
                    prorated_at: string;
                }[];
                pro_rata_remaining_value: number;
            };
        };
        InvoicePayment: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            type: "subscription_invoice_payment";
            attributes: {
                success: boolean;
                pending?: boolean;
                gateway: string;
                amount: {
                    currency: string;
                    amount: number;
                    includes_tax?: boolean;
                };
                external_payment_id?: string;
                failure_detail?: {
                    reason: string;
                };
            };
            meta: {
                /** @enum {string} */
                owner: "store" | "organization";
                /** Format: uuid */
                subscription_id: string;
                /** Format: uuid */
                invoice_id: string;
                /** Format: uuid */
                job_id: string;
                manual_payment: boolean;
                timestamps: {
                    /** Format: date-time */
                    created_at: string;
                    /** Format: date-time */
                    updated_at: string;
                    /** Format: date-time */
                    payment_taken_at?: string;
                };
            };
        };
        InvoicePaymentRefund2026: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            type: "subscription_invoice_payment_refund";
            attributes: {
                amount: number;
                reason: string;
                gateway: string;
                external_refund_id: string;
                /** Format: date-time */
                created_at: string;
            };
            relationships: components["schemas"]["Relationships"];
        };
        InvoiceList: {
            data: components["schemas"]["Invoice"][];
            links: components["schemas"]["PageLinks"];
            meta: {
                page: components["schemas"]["PageMeta"];
                results: {
                    total: number;
                };
            };
        };
        InvoiceResponse: {
            data: components["schemas"]["Invoice"];
        };
        InvoiceList2026: {
            data: components["schemas"]["Invoice2026"][];
            links: components["schemas"]["PageLinks"];
            meta: {
                page: components["schemas"]["PageMeta"];
                results: {
                    total: number;
                };
            };
        };
        InvoiceResponse2026: {
            data: components["schemas"]["Invoice2026"];
        };
        InvoicePaymentList: {
            data: components["schemas"]["InvoicePayment"][];
            links: components["schemas"]["PageLinks"];
            meta: {
                page: components["schemas"]["PageMeta"];
                results: {
                    total: number;
                };
            };
        };
        InvoicePaymentResponse: {
            data: components["schemas"]["InvoicePayment"];
        };
        InvoicePaymentRefundList2026: {
            data: components["schemas"]["InvoicePaymentRefund2026"][];
            links: components["schemas"]["PageLinks"];
            meta: {
                page: components["schemas"]["PageMeta"];
                results: {
                    total: number;
                };
            };
        };
        InvoicePaymentRefundResponse2026: {
            data: components["schemas"]["InvoicePaymentRefund2026"];
        };
        BillingRunReport: {
            invoices_ready_for_payment: number;
            invoices_tax_required: number;
            invoice_failures: number;
            total_ready_for_payment: components["schemas"]["PriceMap"];
            total_tax_required: components["schemas"]["PriceMap"];
        };
        TaxRunReport: {
            invoices_updated: number;
            invoice_failures: number;
        };
        PaymentRunReport: {
            total_payment_attempts: number;
            failed_payments: number;
            total_collected: components["schemas"]["PriceMap"];
        };
        NotificationRunReport: {
            total_notifications_sent: number;
            failed_notifications: number;
        };
        SubscriptionUpdateReport: {
            subscriptions_updated: number;
            subscription_failures: number;
            total_processed: number;
        };
        Job: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            type: "subscription_job";
            attributes: {
                external_ref?: string;
                /** @enum {string} */
                job_type: "billing-run" | "tax-run" | "payment-run" | "import";
                taxes?: {
                    /** Format: uuid */
                    invoice_id: string;
                    tax_items: components["schemas"]["TaxItem"][];
                }[];
                /** @enum {string} */
                status: "pending" | "started" | "success" | "failed";
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
            };
            meta: {
                /** @enum {string} */
                owner: "store" | "organization";
                timestamps: {
                    /** Format: date-time */
                    created_at: string;
                    /** Format: date-time */
                    updated_at: string;
                    /** Format: date-time */
                    started_at?: string;
                    /** Format: date-time */
                    finished_at?: string;
                };
                report?: components["schemas"]["BillingRunReport"] | components["schemas"]["TaxRunReport"] | components["schemas"]["PaymentRunReport"];
            };
        };
        Job2026: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            type: "subscription_job";
            attributes: {
                external_ref?: string;
                /** @enum {string} */
                job_type: "billing-run" | "tax-run" | "payment-run" | "import" | "notification-run" | "subscription-update";
                taxes?: {
                    /** Format: uuid */
                    invoice_id: string;
                    tax_items: components["schemas"]["TaxItem"][];
                }[];
                /** Format: uuid */
                offering_id?: string;
                excluded_subscription_ids?: string[];
                subscription_ids?: string[];
                price_changes?: components["schemas"]["SubscriptionPriceChanges"];
                /** @enum {string} */
                status: "pending" | "started" | "success" | "failed";
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
            };
            meta: {
                /** @enum {string} */
                owner: "store" | "organization";
                timestamps: {
                    /** Format: date-time */
                    created_at: string;
                    /** Format: date-time */
                    updated_at: string;
                    /** Format: date-time */
                    started_at?: string;
                    /** Format: date-time */
                    finished_at?: string;
                };
                report?: components["schemas"]["BillingRunReport"] | components["schemas"]["TaxRunReport"] | components["schemas"]["PaymentRunReport"] | components["schemas"]["NotificationRunReport"] | components["schemas"]["SubscriptionUpdateReport"];
            };
        };
        JobResponse: {
            data: components["schemas"]["Job"];
        };
        JobResponse2026: {
            data: components["schemas"]["Job2026"];
        };
        JobList: {
            data: components["schemas"]["Job"][];
            links: components["schemas"]["PageLinks"];
            meta: {
                page: components["schemas"]["PageMeta"];
                results: {
                    total: number;
                };
            };
        };
        JobList2026: {
            data: components["schemas"]["Job2026"][];
            links: components["schemas"]["PageLinks"];
            meta: {
                page: components["schemas"]["PageMeta"];
                results: {
                    total: number;
                };
            };
        };
        Schedule: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            type: "subscription_schedule";
            attributes: {
                external_ref?: string;
                name?: string;
                specification: string;
                location: string;
                job: {
                    /** @enum {string} */
                    job_type: "billing-run" | "tax-run" | "payment-run" | "import";
                };
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
            };
            meta: {
                /** Format: date-time */
                scheduled_for?: string;
                /** @enum {string} */
                owner: "store" | "organization";
                timestamps: {
                    /** Format: date-time */
                    created_at: string;
                    /** Format: date-time */
                    updated_at: string;
                };
            };
        };
        Schedule2026: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            type: "subscription_schedule";
            attributes: {
                external_ref?: string;
                name?: string;
                specification: string;
                location: string;
                job: {
                    /** @enum {string} */
                    job_type: "billing-run" | "payment-run" | "notification-run";
                };
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
            };
            meta: {
                /** Format: date-time */
                scheduled_for?: string;
                /** @enum {string} */
                owner: "store" | "organization";
                timestamps: {
                    /** Format: date-time */
                    created_at: string;
                    /** Format: date-time */
                    updated_at: string;
                };
            };
        };
        ScheduleResponse: {
            data: components["schemas"]["Schedule"];
        };
        ScheduleResponse2026: {
            data: components["schemas"]["Schedule2026"];
        };
        ScheduleList: {
            data: components["schemas"]["Schedule"][];
            links: components["schemas"]["PageLinks"];
            meta: {
                page: components["schemas"]["PageMeta"];
                results: {
                    total: number;
                };
            };
        };
        ScheduleList2026: {
            data: components["schemas"]["Schedule2026"][];
            links: components["schemas"]["PageLinks"];
            meta: {
                page: components["schemas"]["PageMeta"];
                results: {
                    total: number;
                };
            };
        };
        Offering: {
            /** Format: uuid */
            id?: string;
            /** @enum {string} */
            type: "subscription_offering";
            attributes: {
                external_ref?: string;
                name: string;
                description?: string;
                /** Format: date-time */
                updated_at: string;
                /** Format: date-time */
                created_at: string;
            };
            relationships?: components["schemas"]["Relationships"];
            meta: {
                external_product_refs: string[];
                /** @enum {string} */
                owner: "store" | "organization";
                timestamps: {
                    /** Format: date-time */
                    created_at: string;
                    /** Format: date-time */
                    updated_at: string;
                };
            };
        };
        Plan: {
            /** Format: uuid */
            id?: string;
            /** @enum {string} */
            type: "subscription_offering_plan";
            attributes: {
                external_ref?: string;
                name: string;
                description?: string;
                /** @enum {string} */
                billing_interval_type: "day" | "week" | "month" | "year";
                billing_frequency: number;
                trial_period?: number;
                plan_length: number;
                /** @enum {string} */
                end_behavior: "close" | "roll";
                can_pause: boolean;
                can_resume: boolean;
                can_cancel: boolean;
                base_price_percentage?: number;
                fixed_price?: components["schemas"]["PriceMap"];
                /** Format: date-time */
                updated_at: string;
                /** Format: date-time */
                created_at: string;
            };
            relationships?: components["schemas"]["Relationships"];
            meta: {
                price?: components["schemas"]["PriceMap"];
                display_price?: components["schemas"]["DisplayPrice"];
                active_plan?: boolean;
                /** @enum {string} */
                owner: "store" | "organization";
                timestamps: {
                    /** Format: date-time */
                    created_at: string;
                    /** Format: date-time */
                    updated_at: string;
                };
            };
        };
        Product: {
            /** Format: uuid */
            id?: string;
            /** @enum {string} */
            type: "subscription_offering_product";
            attributes: {
                external_ref?: string;
                name: string;
                description?: string;
                sku?: string;
                /** Format: uri */
                main_image?: string;
                price?: components["schemas"]["PriceMap"];
                price_units?: {
                    /** @enum {string} */
                    unit: "day" | "month";
                    amount: number;
                };
                /** Format: date-time */
                updated_at: string;
                /** Format: date-time */
                created_at: string;
            };
            relationships?: components["schemas"]["Relationships"];
            meta: {
                display_price?: components["schemas"]["DisplayPrice"];
                /** @enum {string} */
                owner: "store" | "organization";
                timestamps: {
                    /** Format: date-time */
                    created_at: string;
                    /** Format: date-time */
                    updated_at: string;
                };
            };
        };
        Subscriber: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            type: "subscription_subscriber";
            attributes: {
                /** Format: uuid */
                account_id: string;
                name: string;
                /** Format: email */
                email: string;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
            };
            meta: {
                /** @enum {string} */
                owner: "store" | "organization";
                timestamps: {
                    /** Format: date-time */
                    created_at: string;
                    /** Format: date-time */
                    updated_at: string;
                };
            };
        };
        Subscriber2026: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            type: "subscription_subscriber";
            attributes: {
                /** Format: uuid */
                account_id: string;
                name: string;
                /** Format: email */
                email: string;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
                payment_authority?: components["schemas"]["PaymentAuthority2026"];
            };
            meta: {
                feature_entitlements: string[];
                /** @enum {string} */
                owner: "store" | "organization";
                timestamps: {
                    /** Format: date-time */
                    created_at: string;
                    /** Format: date-time */
                    updated_at: string;
                };
            };
        };
        SubscriberList: {
            data: components["schemas"]["Subscriber"][];
            links: components["schemas"]["PageLinks"];
            meta: {
                page: components["schemas"]["PageMeta"];
                results: {
                    total: number;
                };
            };
        };
        SubscriberList2026: {
            data: components["schemas"]["Subscriber2026"][];
            links: components["schemas"]["PageLinks"];
            meta: {
                page: components["schemas"]["PageMeta"];
                results: {
                    total: number;
                };
            };
        };
        SubscriberResponse: {
            data: components["schemas"]["Subscriber"];
        };
        SubscriberResponse2026: {
            data: components["schemas"]["Subscriber2026"];
        };
        DunningRule: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            type: "subscription_dunning_rule";
            attributes: {
                /** @enum {string} */
                payment_retry_type: "fixed" | "backoff" | "tiered";
                payment_retry_interval?: number;
                /** @enum {string} */
                payment_retry_unit?: "day" | "week";
                payment_retry_multiplier?: number;
                payment_retries_limit: number;
                /** @enum {string} */
                action: "none" | "pause" | "close" | "suspend";
                default: boolean;
            };
            meta: {
                /** @enum {string} */
                owner: "store" | "organization";
                timestamps: {
                    /** Format: date-time */
                    created_at: string;
                    /** Format: date-time */
                    updated_at: string;
                };
            };
        };
        DunningRuleList: {
            data: components["schemas"]["DunningRule"][];
            links: components["schemas"]["PageLinks"];
            meta: {
                page: components["schemas"]["PageMeta"];
                results: {
                    total: number;
                };
            };
        };
        DunningRuleResponse: {
            data: components["schemas"]["DunningRule"];
        };
        ProrationPolicy: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            type: "subscription_proration_policy";
            attributes: {
                name: string;
                /** @enum {string} */
                rounding: "up" | "down" | "nearest";
                external_ref?: string;
            };
            meta: {
                /** @enum {string} */
                owner: "store" | "organization";
                timestamps: {
                    /** Format: date-time */
                    created_at: string;
                    /** Format: date-time */
                    updated_at: string;
                };
            };
        };
        ProrationPolicyList: {
            data: components["schemas"]["ProrationPolicy"][];
            links: components["schemas"]["PageLinks"];
            meta: {
                page: components["schemas"]["PageMeta"];
                results: {
                    total: number;
                };
            };
        };
        ProrationPolicyResponse: {
            data: components["schemas"]["ProrationPolicy"];
        };
        ProrationPolicyRelationship: {
            data: {
                /** @enum {string} */
                type: "subscription_proration_policy";
                /** Format: uuid */
                id: string;
            };
        };
        PaymentAuthority: {
            /** @enum {string} */
            type: "elastic_path_payments_stripe";
            customer_id?: string;
            card_id?: string;
        } | {
            /** @enum {string} */
            type: "authorize_net";
            payment_profile_id?: string;
            customer_profile_id?: string;
        } | {
            /** @enum {string} */
            type: "stripe_payment_intents";
            customer_id?: string;
            card_id?: string;
        } | {
            /** @enum {string} */
            type: "service_payments_gateway";
            customer_id?: string;
            card_id?: string;
        };
        SubscriptionState: {
            /** Format: uuid */
            id?: string;
            /** @enum {string} */
            type: "subscription_state";
            attributes: {
                /** @enum {string} */
                action: "cancel" | "pause" | "resume" | "pending";
                cancel_immediately?: boolean;
            };
            meta: {
                /** Format: date-time */
                created_at: string;
                canceled: boolean;
                paused: boolean;
                closed: boolean;
                suspended: boolean;
                /** Format: date-time */
                invoice_after: string;
            };
        };
        Included: {
            products?: components["schemas"]["Product"][];
            plans?: components["schemas"]["Plan"][];
        };
        Subscription: {
            /** Format: uuid */
            id?: string;
            /** @enum {string} */
            type: "subscription";
            attributes: {
                external_ref?: string;
                /** Format: uuid */
                account_id: string;
                /** Format: uuid */
                address_id?: string;
                name: string;
                /** Format: email */
                email: string;
                offering: components["schemas"]["Offering"];
                /** Format: uuid */
                plan_id: string;
                currency: string;
                payment_authority?: components["schemas"]["PaymentAuthority"];
            };
            meta: {
                /** @enum {string} */
                owner: "store" | "organization";
                timestamps: {
                    /** Format: date-time */
                    created_at: string;
                    /** Format: date-time */
                    updated_at: string;
                    /** Format: date-time */
                    canceled_at?: string;
                    /** Format: date-time */
                    paused_at?: string;
                    /** Format: date-time */
                    resumed_at?: string;
                    /** Format: date-time */
                    end_date?: string;
                    /** Format: date-time */
                    go_live_after?: string;
                    /** Format: date-time */
                    go_live?: string;
                };
                /** @enum {string} */
                status: "active" | "inactive";
                canceled: boolean;
                paused: boolean;
                closed: boolean;
                suspended: boolean;
                pending: boolean;
                /** Format: date-time */
                invoice_after: string;
                manual_payments: boolean;
                first_invoice_prepaid: boolean;
                state?: components["schemas"]["SubscriptionState"];
            };
            state?: components["schemas"]["SubscriptionState"];
            relationships?: components["schemas"]["Relationships"];
            included?: components["schemas"]["Included"];
        };
        SubscriptionResponse: {
            data: components["schemas"]["Subscription"];
            included?: components["schemas"]["Included"];
        };
        SubscriptionList: {
            data: components["schemas"]["Subscription"][];
            included?: components["schemas"]["Included"];
            links: components["schemas"]["PageLinks"];
            meta: {
                page: components["schemas"]["PageMeta"];
                results: {
                    total: number;
                };
            };
        };
        SubscriptionStateList: {
            data: components["schemas"]["SubscriptionState"][];
        };
        TokenResponse: {
            access_token: string;
            /** @enum {string} */
            token_type: "Bearer";
            expires: number;
            /** @enum {number} */
            expires_in: 3600;
            /** @enum {string} */
            identifier: "implicit" | "client_credentials";
        };
        StoreProduct: {
            /** Format: uuid */
            id?: string;
            /** @enum {string} */
            type: "subscription_product";
            attributes: {
                external_ref?: string;
                name: string;
                description?: string;
                sku?: string;
                /** Format: uri */
                main_image?: string;
                price?: components["schemas"]["PriceMap"];
                price_units?: {
                    /** @enum {string} */
                    unit: "day" | "month";
                    amount: number;
                };
                /** Format: date-time */
                updated_at: string;
                /** Format: date-time */
                created_at: string;
            };
            meta: {
                display_price?: components["schemas"]["DisplayPrice"];
                /** @enum {string} */
                owner: "store" | "organization";
                timestamps: {
                    /** Format: date-time */
                    created_at: string;
                    /** Format: date-time */
                    updated_at: string;
                };
            };
        };
        StorePlan: {
            /** Format: uuid */
            id?: string;
            /** @enum {string} */
            type: "subscription_plan";
            attributes: {
                external_ref?: string;
                name: string;
                description?: string;
                /** @enum {string} */
                billing_interval_type: "day" | "week" | "month" | "year";
                billing_frequency: number;
                trial_period?: number;
                plan_length: number;
                /** @enum {string} */
                end_behavior: "close" | "roll";
                can_pause: boolean;
                can_resume: boolean;
                can_cancel: boolean;
                base_price_percentage?: number;
                fixed_price?: components["schemas"]["PriceMap"];
                /** Format: date-time */
                updated_at: string;
                /** Format: date-time */
                created_at: string;
            };
            meta: {
                /** @enum {string} */
                owner: "store" | "organization";
                timestamps: {
                    /** Format: date-time */
                    created_at: string;
                    /** Format: date-time */
                    updated_at: string;
                };
            };
        };
        StoreProductResponse: {
            data: components["schemas"]["StoreProduct"];
        };
        StoreProductList: {
            data: components["schemas"]["StoreProduct"][];
            links: components["schemas"]["PageLinks"];
            meta: {
                page: components["schemas"]["PageMeta"];
                results: {
                    total: number;
                };
            };
        };
        StorePlanResponse: {
            data: components["schemas"]["StorePlan"];
        };
        StorePlanList: {
            data: components["schemas"]["StorePlan"][];
            links: components["schemas"]["PageLinks"];
            meta: {
                page: components["schemas"]["PageMeta"];
                results: {
                    total: number;
                };
            };
        };
        OfferingResponse: {
            data: components["schemas"]["Offering"];
            included?: components["schemas"]["Included"];
        };
        OfferingList: {
            data: components["schemas"]["Offering"][];
            included?: components["schemas"]["Included"];
            links: components["schemas"]["PageLinks"];
            meta: {
                page: components["schemas"]["PageMeta"];
                results: {
                    total: number;
                };
            };
        };
        OfferingProductList: {
            data: components["schemas"]["Product"][];
            links: components["schemas"]["PageLinks"];
            meta: {
                page: components["schemas"]["PageMeta"];
                results: {
                    total: number;
                };
            };
        };
        OfferingPlanList: {
            data: components["schemas"]["Plan"][];
            links: components["schemas"]["PageLinks"];
            meta: {
                page: components["schemas"]["PageMeta"];
                results: {
                    total: number;
                };
            };
        };
        OfferingPlanResponse: {
            data: components["schemas"]["Plan"];
        };
        SubscriptionProductList: {
            data: components["schemas"]["Product"][];
        };
        SubscriptionPlanList: {
            data: components["schemas"]["Plan"][];
        };
        SubscriptionStateResponse: {
            data: components["schemas"]["SubscriptionState"];
        };
        CreateIntegrationRequest: {
            data: {
                /** @enum {string} */
                type: "integration";
                name: string;
                description?: string;
                /** @default true */
                enabled: boolean;
                observes: string[];
                /**
                 * @default webhook
                 * @enum {string}
                 */
                integration_type: "webhook";
                configuration: {
                    url: string;
                    secret_key?: string;
                };
            } | {
                /** @enum {string} */
                type: "integration";
                name: string;
                description?: string;
                /** @default true */
                enabled: boolean;
                observes: string[];
                /** @enum {string} */
                integration_type: "aws_sqs";
                configuration: {
                    url: string;
                    aws_access_key_id: string;
                    aws_secret_access_key: string;
                    region: string;
                };
            } | {
                /** @enum {string} */
                type: "integration";
                name: string;
                description?: string;
                /** @default true */
                enabled: boolean;
                observes: string[];
                /** @enum {string} */
                integration_type: "stomp";
                configuration: {
                    /** Format: uri */
                    url: string;
                    username?: string;
                    password?: string;
                    destination?: string;
                    addresses?: string[];
                };
            };
        };
        UpdateIntegrationRequest: {
            data: {
                /** @enum {string} */
                type: "integration";
                name?: string;
                description?: string | null;
                enabled?: boolean;
                /** @enum {string} */
                integration_type?: "webhook" | "aws_sqs" | "stomp";
                observes?: string[];
                configuration?: {
                    url: string;
                    aws_access_key_id: string;
                    aws_secret_access_key: string;
                    region: string;
                } | {
                    url: string;
                    secret_key?: string;
                } | {
                    /** Format: uri */
                    url: string;
                    username?: string;
                    password?: string;
                    destination?: string;
                    addresses?: string[];
                };
            };
        };
        AdminNameRequest: {
            name: string;
        };
        AdminClockMove: {
            /** @description An ISO 8601 duration such as P30D, PT12H or P1M (at most P10Y). */
            advance?: string;
            /** @description A later date-time such as 2026-03-01T00:00:00Z. */
            to?: string;
        };
        AdminTriggerEvent: {
            /** @description The event key, such as subscription.paused. */
            key: string;
            /** @description The subscription it is about. */
            subscription?: string;
        };
        AdminRestore: {
            /** @enum {string} */
            format: "commerce-emulator/snapshot";
            /** @description The document's format version: a newer one than the emulator's is refused. */
            version: number;
            /** @description The commerce-emulator version that took it (not checked). */
            emulator?: string;
            /** @enum {string} */
            api_version: "2024" | "2026";
            seed: number;
            /** Format: date-time */
            now: string;
            store_rate_limit: number;
            /** @enum {string} */
            dunning_action: "suspend" | "close" | "none";
            sessions: {
                scenario: string;
                session: string;
                steps: ({
                    method: string;
                    /** @description The path as requested, from /. */
                    path: string;
                    /** @description The query string as sent, without its ?, or empty. */
                    query: string;
                    /** @description The Content-Type sent, if any. */
                    type?: string;
                    /** @description The body sent, as text, if any. */
                    body?: string;
                } | {
                    /** @description The session's clock moved to this time (ms since 1970). */
                    clock: number;
                })[];
                deliveries?: {
                    logs: {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        type: "integration";
                        succeeded: boolean;
                        attempt: number;
                        body: string;
                        status_code?: number;
                        error_detail: string;
                        processing_time: number;
                        relationships: {
                            integration: {
                                data: {
                                    /** Format: uuid */
                                    id: string;
                                    /** @enum {string} */
                                    type: "integration";
                                };
                            };
                            job: {
                                data: {
                                    /** Format: uuid */
                                    id: string;
                                    /** @enum {string} */
                                    type: "integration-job";
                                };
                            };
                        };
                        meta: {
                            timestamps: {
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    }[];
                    jobs: {
                        id: string;
                        integration: string;
                    }[];
                    pending: {
                        event: {
                            id: string;
                            key: string;
                            at: number;
                            resource: {
                                type: string;
                                id: string;
                            };
                            payload: string;
                        };
                        integration: string;
                        attempts: number;
                    }[];
                };
            }[];
        };
        AccountManagementAuthenticationTokenRequest: {
            data: {
                /** @enum {string} */
                type: "account_management_authentication_token";
                /** @enum {string} */
                authentication_mechanism: "oidc";
                oauth_authorization_code: string;
                /** Format: uri */
                oauth_redirect_uri: string;
                oauth_code_verifier: string;
            } | {
                /** @enum {string} */
                type: "account_management_authentication_token";
                /** @enum {string} */
                authentication_mechanism: "password";
                /** Format: uuid */
                password_profile_id: string;
                username: string;
                password: string;
            } | {
                /** @enum {string} */
                type: "account_management_authentication_token";
                /** @enum {string} */
                authentication_mechanism: "passwordless";
                /** Format: uuid */
                password_profile_id: string;
                username: string;
                one_time_password_token: string;
            } | {
                /** @enum {string} */
                type: "account_management_authentication_token";
                /** @enum {string} */
                authentication_mechanism: "self_signup";
                /** Format: uuid */
                password_profile_id: string;
                username: string;
                password: string;
                name: string;
                given_name?: string | null;
                middle_name?: string | null;
                family_name?: string | null;
                /** Format: email */
                email: string;
            } | {
                /** @enum {string} */
                type: "account_management_authentication_token";
                /** @enum {string} */
                authentication_mechanism: "account_management_authentication_token";
            };
        };
        CreateOffering2026Request: {
            data: {
                /** @enum {string} */
                type: "subscription_offering";
                attributes: {
                    external_ref?: string;
                    name: string;
                    description?: string;
                };
                relationships?: {
                    proration_policy?: {
                        /** @enum {string} */
                        type: "subscription_proration_policy";
                        /** Format: uuid */
                        id: string;
                    };
                };
            };
        };
        UpdateOffering2026Request: {
            data: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                type: "subscription_offering";
                attributes: {
                    external_ref?: string | null;
                    name?: string;
                    description?: string | null;
                };
                relationships?: {
                    proration_policy?: {
                        /** @enum {string} */
                        type: "subscription_proration_policy";
                        /** Format: uuid */
                        id: string;
                    } | null;
                };
            } | {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                type: "subscription_offering";
                attributes?: {
                    external_ref?: string | null;
                    name?: string;
                    description?: string | null;
                };
                relationships: {
                    proration_policy?: {
                        /** @enum {string} */
                        type: "subscription_proration_policy";
                        /** Format: uuid */
                        id: string;
                    } | null;
                };
            };
        };
        BuildOffering2026Request: {
            data: {
                external_ref?: string;
                name: string;
                description?: string;
                proration_policy_id?: string;
                configured_features?: {
                    [key: string]: {
                        [key: string]: {
                            /** @enum {string} */
                            type: "access";
                        } | {
                            /** @enum {string} */
                            type: "promotion";
                            tag: string;
                        } | {
                            /** @enum {string} */
                            type: "usage";
                            default_value: number;
                        };
                    };
                };
                pricing_option_associations?: {
                    [key: string]: string[];
                };
                features?: (string | {
                    external_ref?: string;
                    name: string;
                    description?: string;
                    configuration: {
                        /** @enum {string} */
                        type: "access";
                        tag: string;
                    } | {
                        /** @enum {string} */
                        type: "promotion";
                        promotions: {
                            name: string;
                            tag: string;
                            /** Format: uuid */
                            promotion_id?: string;
                        }[];
                    } | {
                        /** @enum {string} */
                        type: "usage";
                        tag: string;
                        label: string;
                        default_value: number;
                    };
                })[];
                plans: {
                    external_ref?: string;
                    name: string;
                    description?: string;
                    sku?: string;
                    /** Format: uri */
                    main_image?: string;
                    price_units?: {
                        /** @enum {string} */
                        unit: "day" | "month";
                        amount: number;
                    };
                    price?: {
                        [key: string]: {
                            amount: number;
                            includes_tax?: boolean;
                        };
                    };
                    feature_configurations?: {
                        [key: string]: {
                            /** @enum {string} */
                            type: "access";
                        } | {
                            /** @enum {string} */
                            type: "promotion";
                            tag: string;
                        } | {
                            /** @enum {string} */
                            type: "usage";
                            default_value: number;
                        };
                    };
                }[];
                pricing_options: {
                    external_ref?: string;
                    name: string;
                    description?: string;
                    /** @enum {string} */
                    billing_interval_type: "day" | "week" | "month" | "year";
                    billing_frequency: number;
                    trial_period?: number;
                    plan_length: number;
                    /** @enum {string} */
                    end_behavior: "close" | "roll";
                    can_pause: boolean;
                    can_resume: boolean;
                    can_cancel: boolean;
                    base_price_percentage?: number;
                    lead_time?: {
                        /** @enum {string} */
                        type: "day" | "week";
                        time: number;
                    };
                    notification_schedule?: {
                        name: string;
                        /** @enum {string} */
                        unit: "day" | "week" | "month";
                        amount: number;
                    }[];
                    fixed_price?: {
                        [key: string]: {
                            amount: number;
                            includes_tax?: boolean;
                        };
                    };
                }[];
            };
        };
        CreateOfferingPlan2026Request: {
            data: {
                /** @enum {string} */
                type: "subscription_offering_plan";
                attributes: {
                    external_ref?: string;
                    name: string;
                    description?: string;
                    sku?: string;
                    /** Format: uri */
                    main_image?: string;
                    price_units?: {
                        /** @enum {string} */
                        unit: "day" | "month";
                        amount: number;
                    };
                    price?: {
                        [key: string]: {
                            amount: number;
                            includes_tax?: boolean;
                        };
                    };
                    feature_configurations?: {
                        [key: string]: {
                            /** @enum {string} */
                            type: "access";
                        } | {
                            /** @enum {string} */
                            type: "promotion";
                            tag: string;
                        } | {
                            /** @enum {string} */
                            type: "usage";
                            default_value: number;
                        };
                    };
                };
                relationships?: {
                    [key: string]: {
                        data?: {
                            /** Format: uuid */
                            id: string;
                            type: string;
                        } | {
                            /** Format: uuid */
                            id: string;
                            type: string;
                        }[];
                        links?: {
                            related?: string;
                        };
                    };
                };
            };
        };
        UpdateOfferingPlan2026Request: {
            data: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                type: "subscription_offering_plan";
                attributes: {
                    external_ref?: string | null;
                    name?: string;
                    description?: string | null;
                    sku?: string | null;
                    /** Format: uri */
                    main_image?: string | null;
                    price?: {
                        [key: string]: {
                            amount: number;
                            includes_tax?: boolean;
                        } | null;
                    } | null;
                    price_units?: {
                        /** @enum {string} */
                        unit: "day" | "month";
                        amount: number;
                    } | null;
                    feature_configurations?: {
                        [key: string]: ({
                            /** @enum {string} */
                            type: "access";
                        } | {
                            /** @enum {string} */
                            type: "promotion";
                            tag: string;
                        } | {
                            /** @enum {string} */
                            type: "usage";
                            default_value: number;
                        }) | null;
                    };
                };
            };
        };
        CreateOfferingPricingOption2026Request: {
            data: {
                /** @enum {string} */
                type: "subscription_offering_pricing_option";
                attributes: {
                    external_ref?: string;
                    name: string;
                    description?: string;
                    /** @enum {string} */
                    billing_interval_type: "day" | "week" | "month" | "year";
                    billing_frequency: number;
                    trial_period?: number;
                    plan_length: number;
                    /** @enum {string} */
                    end_behavior: "close" | "roll";
                    can_pause: boolean;
                    can_resume: boolean;
                    can_cancel: boolean;
                    base_price_percentage?: number;
                    lead_time?: {
                        /** @enum {string} */
                        type: "day" | "week";
                        time: number;
                    };
                    notification_schedule?: {
                        name: string;
                        /** @enum {string} */
                        unit: "day" | "week" | "month";
                        amount: number;
                    }[];
                    fixed_price?: {
                        [key: string]: {
                            amount: number;
                            includes_tax?: boolean;
                        };
                    };
                };
            };
        };
        UpdateOfferingPricingOption2026Request: {
            data: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                type: "subscription_offering_pricing_option";
                attributes: {
                    external_ref?: string | null;
                    name?: string;
                    description?: string | null;
                    /** @enum {string} */
                    billing_interval_type?: "day" | "week" | "month" | "year";
                    billing_frequency?: number;
                    trial_period?: number | null;
                    plan_length?: number;
                    /** @enum {string} */
                    end_behavior?: "close" | "roll";
                    can_pause?: boolean;
                    can_resume?: boolean;
                    can_cancel?: boolean;
                    base_price_percentage?: number | null;
                    fixed_price?: {
                        [key: string]: {
                            amount: number;
                            includes_tax?: boolean;
                        } | null;
                    } | null;
                    lead_time?: {
                        /** @enum {string} */
                        type: "day" | "week";
                        time: number;
                    } | null;
                    notification_schedule?: {
                        name: string;
                        /** @enum {string} */
                        unit: "day" | "week" | "month";
                        amount: number;
                    }[];
                };
            };
        };
        AddOfferingPlanPricingOptions2026Request: {
            data: {
                /** Format: uuid */
                id: string;
                type: string;
            }[];
        };
        RemoveOfferingPlanPricingOptions2026Request: {
            data: {
                /** Format: uuid */
                id: string;
                type: string;
            }[];
        };
        CreateFeature2026Request: {
            data: {
                /** @enum {string} */
                type: "subscription_feature";
                attributes: {
                    external_ref?: string;
                    name: string;
                    description?: string;
                    configuration: {
                        /** @enum {string} */
                        type: "access";
                        tag: string;
                    } | {
                        /** @enum {string} */
                        type: "promotion";
                        promotions: {
                            name: string;
                            tag: string;
                            /** Format: uuid */
                            promotion_id?: string;
                        }[];
                    } | {
                        /** @enum {string} */
                        type: "usage";
                        tag: string;
                        label: string;
                        default_value: number;
                    };
                };
            };
        };
        UpdateFeature2026Request: {
            data: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                type: "subscription_feature";
                attributes: {
                    external_ref?: string | null;
                    name?: string;
                    description?: string | null;
                    configuration?: {
                        /** @enum {string} */
                        type: "access";
                        tag: string;
                    } | {
                        /** @enum {string} */
                        type: "promotion";
                        promotions: {
                            name: string;
                            tag: string;
                            /** Format: uuid */
                            promotion_id?: string;
                        }[];
                    } | {
                        /** @enum {string} */
                        type: "usage";
                        tag: string;
                        label: string;
                        default_value: number;
                    };
                };
            };
        };
        CreateOfferingFeature2026Request: {
            data: {
                /** @enum {string} */
                type: "subscription_offering_feature";
                attributes: {
                    external_ref?: string;
                    name: string;
                    description?: string;
                    configuration: {
                        /** @enum {string} */
                        type: "access";
                        tag: string;
                    } | {
                        /** @enum {string} */
                        type: "promotion";
                        promotions: {
                            name: string;
                            tag: string;
                            /** Format: uuid */
                            promotion_id?: string;
                        }[];
                    } | {
                        /** @enum {string} */
                        type: "usage";
                        tag: string;
                        label: string;
                        default_value: number;
                    };
                };
            };
        };
        UpdateOfferingFeature2026Request: {
            data: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                type: "subscription_offering_feature";
                attributes: {
                    external_ref?: string | null;
                    name?: string;
                    description?: string | null;
                    configuration?: {
                        /** @enum {string} */
                        type: "access";
                        tag: string;
                    } | {
                        /** @enum {string} */
                        type: "promotion";
                        promotions: {
                            name: string;
                            tag: string;
                            /** Format: uuid */
                            promotion_id?: string;
                        }[];
                    } | {
                        /** @enum {string} */
                        type: "usage";
                        tag: string;
                        label: string;
                        default_value: number;
                    };
                };
            };
        };
        AttachOfferingFeature2026Request: {
            data: {
                features: string[];
            };
        };
        CreateSubscription2026Request: {
            data: {
                external_ref?: string;
                /** Format: uuid */
                account_id: string;
                /** Format: uuid */
                address_id?: string;
                offering_external_ref?: string;
                /** Format: uuid */
                offering_id?: string;
                /** Format: uuid */
                plan_id?: string;
                /** Format: uuid */
                pricing_option_id?: string;
                currency: string;
                payment_authority?: {
                    /** @enum {string} */
                    type: "elastic_path_payments_stripe";
                    customer_id: string;
                    card_id: string;
                } | {
                    /** @enum {string} */
                    type: "stripe_payment_intents";
                    customer_id: string;
                    card_id: string;
                } | {
                    /** @enum {string} */
                    type: "authorize_net";
                    payment_profile_id: string;
                    customer_profile_id: string;
                };
                manual_payments: boolean;
                name: string;
                /** Format: email */
                email: string;
                pending?: boolean;
                first_invoice_paid?: boolean;
                /** Format: date-time */
                started_at?: string;
                /** Format: date-time */
                override_first_period_end_date?: string;
                offering?: {
                    external_ref?: string;
                    name: string;
                    description?: string;
                };
                features?: (string | {
                    external_ref?: string;
                    name: string;
                    description?: string;
                    configuration: {
                        /** @enum {string} */
                        type: "access";
                        tag: string;
                    } | {
                        /** @enum {string} */
                        type: "promotion";
                        promotions: {
                            name: string;
                            tag: string;
                            /** Format: uuid */
                            promotion_id?: string;
                        }[];
                    } | {
                        /** @enum {string} */
                        type: "usage";
                        tag: string;
                        label: string;
                        default_value: number;
                    };
                })[];
                plans?: {
                    external_ref?: string;
                    name: string;
                    description?: string;
                    sku?: string;
                    /** Format: uri */
                    main_image?: string;
                    price_units?: {
                        /** @enum {string} */
                        unit: "day" | "month";
                        amount: number;
                    };
                    price?: {
                        [key: string]: {
                            amount: number;
                            includes_tax?: boolean;
                        };
                    };
                    meta?: {
                        selected?: boolean;
                    };
                }[];
                pricing_options?: {
                    external_ref?: string;
                    name: string;
                    description?: string;
                    /** @enum {string} */
                    billing_interval_type: "day" | "week" | "month" | "year";
                    billing_frequency: number;
                    trial_period?: number;
                    plan_length: number;
                    /** @enum {string} */
                    end_behavior: "close" | "roll";
                    can_pause: boolean;
                    can_resume: boolean;
                    can_cancel: boolean;
                    base_price_percentage?: number;
                    lead_time?: {
                        /** @enum {string} */
                        type: "day" | "week";
                        time: number;
                    };
                    notification_schedule?: {
                        name: string;
                        /** @enum {string} */
                        unit: "day" | "week" | "month";
                        amount: number;
                    }[];
                    fixed_price?: {
                        [key: string]: {
                            amount: number;
                            includes_tax?: boolean;
                        };
                    };
                    meta?: {
                        selected?: boolean;
                    };
                }[];
                configured_features?: {
                    [key: string]: {
                        [key: string]: {
                            /** @enum {string} */
                            type: "access";
                        } | {
                            /** @enum {string} */
                            type: "promotion";
                            tag: string;
                        } | {
                            /** @enum {string} */
                            type: "usage";
                            default_value: number;
                        };
                    };
                };
                pricing_option_associations?: {
                    [key: string]: string[];
                };
                selected_plan?: string;
                selected_pricing_option?: string;
                order?: {
                    /** Format: uuid */
                    order_id: string;
                    /** Format: uuid */
                    order_item_id: string;
                };
            };
        };
        UpdateSubscription2026Request: {
            data: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                type: "subscription";
                attributes: {
                    /** Format: uuid */
                    pricing_option_id?: string;
                    /** Format: uuid */
                    plan_id?: string;
                    /** Format: uuid */
                    address_id?: string | null;
                    payment_authority?: {
                        /** @enum {string} */
                        type: "elastic_path_payments_stripe";
                        customer_id?: string;
                        card_id?: string;
                    } | {
                        /** @enum {string} */
                        type: "stripe_payment_intents";
                        customer_id?: string;
                        card_id?: string;
                    } | {
                        /** @enum {string} */
                        type: "authorize_net";
                        payment_profile_id?: string;
                        customer_profile_id?: string;
                    };
                    /** Format: date-time */
                    go_live_after?: string | null;
                };
            };
        };
        ManageSubscriptionPlans2026Request: {
            data: {
                /** @enum {string} */
                type: "detach";
                plans: string[];
            }[];
        };
        ChangeState2026Request: {
            data: {
                /** @enum {string} */
                type: "subscription_state";
                attributes: {
                    /** @enum {string} */
                    action: "cancel" | "pause" | "resume" | "pending";
                    cancel_immediately?: boolean;
                };
            };
        };
        CreateProduct2024Request: {
            data: {
                /** @enum {string} */
                type: "subscription_product";
                attributes: {
                    external_ref?: string;
                    name: string;
                    description?: string;
                    sku?: string;
                    /** Format: uri */
                    main_image?: string;
                    price_units?: {
                        /** @enum {string} */
                        unit: "day" | "month";
                        amount: number;
                    };
                    price?: {
                        [key: string]: {
                            amount: number;
                            includes_tax?: boolean;
                        };
                    };
                };
            };
        };
        UpdateProduct2024Request: {
            data: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                type: "subscription_product";
                attributes: {
                    external_ref?: string | null;
                    name?: string;
                    description?: string | null;
                    sku?: string | null;
                    /** Format: uri */
                    main_image?: string | null;
                    price?: {
                        [key: string]: {
                            amount: number;
                            includes_tax?: boolean;
                        } | null;
                    } | null;
                    price_units?: {
                        /** @enum {string} */
                        unit: "day" | "month";
                        amount: number;
                    } | null;
                };
            };
        };
        CreatePlan2024Request: {
            data: {
                /** @enum {string} */
                type: "subscription_plan";
                attributes: {
                    external_ref?: string;
                    name: string;
                    description?: string;
                    /** @enum {string} */
                    billing_interval_type: "day" | "week" | "month" | "year";
                    billing_frequency: number;
                    trial_period?: number;
                    plan_length: number;
                    /** @enum {string} */
                    end_behavior: "close" | "roll";
                    can_pause: boolean;
                    can_resume: boolean;
                    can_cancel: boolean;
                    base_price_percentage?: number;
                    fixed_price?: {
                        [key: string]: {
                            amount: number;
                            includes_tax?: boolean;
                        };
                    };
                };
            };
        };
        UpdatePlan2024Request: {
            data: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                type: "subscription_plan";
                attributes: {
                    external_ref?: string | null;
                    name?: string;
                    description?: string | null;
                    /** @enum {string} */
                    billing_interval_type?: "day" | "week" | "month" | "year";
                    billing_frequency?: number;
                    trial_period?: number | null;
                    plan_length?: number;
                    /** @enum {string} */
                    end_behavior?: "close" | "roll";
                    can_pause?: boolean;
                    can_resume?: boolean;
                    can_cancel?: boolean;
                    base_price_percentage?: number | null;
                    fixed_price?: {
                        [key: string]: {
                            amount: number;
                            includes_tax?: boolean;
                        } | null;
                    } | null;
                };
            };
        };
        CreateOffering2024Request: {
            data: {
                /** @enum {string} */
                type: "subscription_offering";
                attributes: {
                    external_ref?: string;
                    name: string;
                    description?: string;
                };
                relationships?: {
                    [key: string]: {
                        data?: {
                            /** Format: uuid */
                            id: string;
                            type: string;
                        } | {
                            /** Format: uuid */
                            id: string;
                            type: string;
                        }[];
                        links?: {
                            related?: string;
                        };
                    };
                };
            };
        };
        UpdateOffering2024Request: {
            data: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                type: "subscription_offering";
                attributes: {
                    external_ref?: string | null;
                    name?: string;
                    description?: string | null;
                    /** Format: uuid */
                    proration_policy_id?: string;
                };
            };
        };
        BuildOffering2024Request: {
            data: {
                external_ref?: string;
                name: string;
                description?: string;
                products: (string | {
                    external_ref?: string;
                    name: string;
                    description?: string;
                    sku?: string;
                    /** Format: uri */
                    main_image?: string;
                    price_units?: {
                        /** @enum {string} */
                        unit: "day" | "month";
                        amount: number;
                    };
                    price?: {
                        [key: string]: {
                            amount: number;
                            includes_tax?: boolean;
                        };
                    };
                })[];
                plans: (string | {
                    external_ref?: string;
                    name: string;
                    description?: string;
                    /** @enum {string} */
                    billing_interval_type: "day" | "week" | "month" | "year";
                    billing_frequency: number;
                    trial_period?: number;
                    plan_length: number;
                    /** @enum {string} */
                    end_behavior: "close" | "roll";
                    can_pause: boolean;
                    can_resume: boolean;
                    can_cancel: boolean;
                    base_price_percentage?: number;
                    fixed_price?: {
                        [key: string]: {
                            amount: number;
                            includes_tax?: boolean;
                        };
                    };
                })[];
            };
        };
        AttachOfferingPlan2024Request: {
            data: {
                plans: string[];
            };
        };
        AttachOfferingProduct2024Request: {
            data: {
                products: string[];
            };
        };
        ReplaceOfferingProduct2024Request: {
            data: {
                products: string[];
            };
        };
        UpdateOfferingPlan2024Request: {
            data: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                type: "subscription_offering_plan";
                attributes: {
                    external_ref?: string | null;
                    name?: string;
                    description?: string | null;
                    /** @enum {string} */
                    billing_interval_type?: "day" | "week" | "month" | "year";
                    billing_frequency?: number;
                    trial_period?: number | null;
                    plan_length?: number;
                    /** @enum {string} */
                    end_behavior?: "close" | "roll";
                    can_pause?: boolean;
                    can_resume?: boolean;
                    can_cancel?: boolean;
                    base_price_percentage?: number | null;
                    fixed_price?: {
                        [key: string]: {
                            amount: number;
                            includes_tax?: boolean;
                        } | null;
                    } | null;
                };
            };
        };
        UpdateOfferingProduct2024Request: {
            data: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                type: "subscription_offering_product";
                attributes: {
                    external_ref?: string | null;
                    name?: string;
                    description?: string | null;
                    sku?: string | null;
                    /** Format: uri */
                    main_image?: string | null;
                    price?: {
                        [key: string]: {
                            amount: number;
                            includes_tax?: boolean;
                        } | null;
                    } | null;
                    price_units?: {
                        /** @enum {string} */
                        unit: "day" | "month";
                        amount: number;
                    } | null;
                };
            };
        };
        ManageProrationsOnOffering2024Request: {
            data: {
                /** @enum {string} */
                type: "subscription_proration_policy";
                /** Format: uuid */
                id: string;
            } | null;
        };
        CreateSubscription2024Request: {
            data: {
                external_ref?: string;
                /** Format: uuid */
                account_id: string;
                /** Format: uuid */
                address_id?: string;
                offering_external_ref?: string;
                /** Format: uuid */
                offering_id?: string;
                /** Format: uuid */
                plan_id?: string;
                currency: string;
                payment_authority?: {
                    /** @enum {string} */
                    type: "elastic_path_payments_stripe";
                    customer_id?: string;
                    card_id?: string;
                } | {
                    /** @enum {string} */
                    type: "authorize_net";
                    payment_profile_id?: string;
                    customer_profile_id?: string;
                };
                manual_payments: boolean;
                name: string;
                /** Format: email */
                email: string;
                pending?: boolean;
                offering?: {
                    external_ref?: string;
                    name: string;
                    description?: string;
                };
                products?: {
                    external_ref?: string;
                    name: string;
                    description?: string;
                    sku?: string;
                    /** Format: uri */
                    main_image?: string;
                    price_units?: {
                        /** @enum {string} */
                        unit: "day" | "month";
                        amount: number;
                    };
                    price?: {
                        [key: string]: {
                            amount: number;
                            includes_tax?: boolean;
                        };
                    };
                }[];
                plans?: {
                    external_ref?: string;
                    name: string;
                    description?: string;
                    /** @enum {string} */
                    billing_interval_type: "day" | "week" | "month" | "year";
                    billing_frequency: number;
                    trial_period?: number;
                    plan_length: number;
                    /** @enum {string} */
                    end_behavior: "close" | "roll";
                    can_pause: boolean;
                    can_resume: boolean;
                    can_cancel: boolean;
                    base_price_percentage?: number;
                    fixed_price?: {
                        [key: string]: {
                            amount: number;
                            includes_tax?: boolean;
                        };
                    };
                    meta?: {
                        selected?: boolean;
                    };
                }[];
                selected_plan?: string;
            };
        };
        UpdateSubscription2024Request: {
            data: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                type: "subscription";
                attributes: {
                    /** Format: uuid */
                    plan_id?: string;
                    /** Format: uuid */
                    address_id?: string | null;
                    payment_authority?: {
                        /** @enum {string} */
                        type: "elastic_path_payments_stripe";
                        customer_id?: string;
                        card_id?: string;
                    } | {
                        /** @enum {string} */
                        type: "authorize_net";
                        payment_profile_id?: string;
                        customer_profile_id?: string;
                    };
                    /** Format: date-time */
                    go_live_after?: string | null;
                };
            };
        };
        ManageSubscriptionProducts2024Request: {
            data: {
                /** @enum {string} */
                type: "attach" | "detach" | "replace";
                products: string[];
            }[];
        };
        ChangeState2024Request: {
            data: {
                /** @enum {string} */
                type: "subscription_state";
                attributes: {
                    /** @enum {string} */
                    action: "cancel" | "pause" | "resume" | "pending";
                };
            };
        };
        CreateImportRequest: {
            external_ref?: string;
            /**
             * Format: binary
             * @description The JSONL file: one JSON:API document per line.
             */
            import_file: string;
        };
        UpdateInvoicePaymentRequest: {
            data: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                type: "subscription_invoice_payment";
                attributes: {
                    success: boolean;
                    external_payment_id?: string;
                    failure_detail?: string;
                    /** Format: date-time */
                    payment_taken_at?: string;
                };
            };
        };
        CreateInvoicePaymentRefund2026Request: {
            data: {
                /** @enum {string} */
                type: "subscription_invoice_payment_refund";
                attributes: {
                    amount: number;
                    reason: string;
                };
            };
        };
        CreateJob2024Request: {
            data: {
                /** @enum {string} */
                type: "subscription_job";
                attributes: {
                    external_ref?: string;
                    /** @enum {string} */
                    job_type: "billing-run" | "tax-run" | "payment-run" | "import";
                    taxes?: {
                        /** Format: uuid */
                        invoice_id: string;
                        tax_items: {
                            /** @enum {string} */
                            type: "tax_item";
                            name?: string;
                            code?: string;
                            rate: number;
                            jurisdiction?: string;
                        }[];
                    }[];
                };
            };
        };
        CreateJob2026Request: {
            data: {
                /** @enum {string} */
                type: "subscription_job";
                attributes: {
                    external_ref?: string;
                    /** @enum {string} */
                    job_type: "billing-run";
                } | {
                    external_ref?: string;
                    /** @enum {string} */
                    job_type: "tax-run";
                    taxes?: {
                        /** Format: uuid */
                        invoice_id: string;
                        tax_items: {
                            /** @enum {string} */
                            type: "tax_item";
                            name?: string;
                            code?: string;
                            rate: number;
                            jurisdiction?: string;
                        }[];
                    }[];
                } | {
                    external_ref?: string;
                    /** @enum {string} */
                    job_type: "payment-run";
                } | {
                    external_ref?: string;
                    /** @enum {string} */
                    job_type: "import";
                } | {
                    external_ref?: string;
                    /** @enum {string} */
                    job_type: "notification-run";
                } | {
                    external_ref?: string;
                    /** @enum {string} */
                    job_type: "subscription-update";
                    /** Format: uuid */
                    offering_id?: string;
                    excluded_subscription_ids?: string[];
                    subscription_ids?: string[];
                    price_changes: {
                        plan_prices?: {
                            [key: string]: {
                                [key: string]: {
                                    amount: number;
                                    includes_tax?: boolean;
                                };
                            };
                        };
                        pricing_option_prices?: {
                            [key: string]: {
                                base_price_percentage?: number;
                                fixed_price?: {
                                    [key: string]: {
                                        amount: number;
                                        includes_tax?: boolean;
                                    };
                                };
                            };
                        };
                    };
                };
            };
        };
        CreateSchedule2024Request: {
            data: {
                /** @enum {string} */
                type: "subscription_schedule";
                attributes: {
                    external_ref?: string;
                    name?: string;
                    specification: string;
                    location: string;
                    job: {
                        /** @enum {string} */
                        job_type: "billing-run" | "tax-run" | "payment-run" | "import";
                    };
                };
            };
        };
        CreateSchedule2026Request: {
            data: {
                /** @enum {string} */
                type: "subscription_schedule";
                attributes: {
                    external_ref?: string;
                    name?: string;
                    specification: string;
                    location: string;
                    job: {
                        /** @enum {string} */
                        job_type: "billing-run" | "payment-run" | "notification-run";
                    };
                };
            };
        };
        UpdateSchedule2024Request: {
            data: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                type: "subscription_schedule";
                attributes: {
                    external_ref?: string | null;
                    name?: string | null;
                    specification?: string;
                    location?: string;
                    job?: {
                        /** @enum {string} */
                        job_type: "billing-run" | "tax-run" | "payment-run" | "import";
                    };
                };
            };
        };
        UpdateSchedule2026Request: {
            data: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                type: "subscription_schedule";
                attributes: {
                    external_ref?: string | null;
                    name?: string | null;
                    specification?: string;
                    location?: string;
                    job?: {
                        /** @enum {string} */
                        job_type: "billing-run" | "payment-run" | "notification-run";
                    };
                };
            };
        };
        CreateApplicationKeyRequest: {
            data: {
                /** @enum {string} */
                type: "application_key";
                name: string;
                reserved_rate_limit?: number;
            };
        };
        UpdateApplicationKeyRequest: {
            data: {
                /** @enum {string} */
                type: "application_key";
                name?: string;
                reserved_rate_limit?: number;
            };
        };
        SubscriptionStateRequest: {
            data: {
                /** @enum {string} */
                type: "subscription_state";
                attributes: {
                    /** @enum {string} */
                    action: "pause" | "resume" | "cancel";
                };
            };
        };
        AccessTokenRequest: {
            /** @enum {string} */
            grant_type: "implicit" | "client_credentials";
            client_id: string;
            client_secret?: string;
            scenario?: string;
            session?: string;
        };
        CreateSubscriber2024Request: {
            data: {
                /** @enum {string} */
                type: "subscription_subscriber";
                attributes: {
                    /** Format: uuid */
                    account_id: string;
                    name: string;
                    /** Format: email */
                    email: string;
                };
            };
        };
        CreateSubscriber2026Request: {
            data: {
                /** @enum {string} */
                type: "subscription_subscriber";
                attributes: {
                    /** Format: uuid */
                    account_id: string;
                    name: string;
                    /** Format: email */
                    email: string;
                    payment_authority?: {
                        /** @enum {string} */
                        type: "elastic_path_payments_stripe";
                        customer_id?: string;
                        card_id?: string;
                    } | {
                        /** @enum {string} */
                        type: "stripe_payment_intents";
                        customer_id?: string;
                        card_id?: string;
                    } | {
                        /** @enum {string} */
                        type: "authorize_net";
                        payment_profile_id?: string;
                        customer_profile_id?: string;
                    };
                };
            };
        };
        UpdateSubscriber2024Request: {
            data: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                type: "subscription_subscriber";
                attributes: {
                    name?: string;
                    /** Format: email */
                    email?: string;
                };
            };
        };
        UpdateSubscriber2026Request: {
            data: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                type: "subscription_subscriber";
                attributes: {
                    name?: string;
                    /** Format: email */
                    email?: string;
                    payment_authority?: ({
                        /** @enum {string} */
                        type: "elastic_path_payments_stripe";
                        customer_id?: string;
                        card_id?: string;
                    } | {
                        /** @enum {string} */
                        type: "stripe_payment_intents";
                        customer_id?: string;
                        card_id?: string;
                    } | {
                        /** @enum {string} */
                        type: "authorize_net";
                        payment_profile_id?: string;
                        customer_profile_id?: string;
                    }) | null;
                };
            };
        };
        CreateDunningRuleRequest: {
            data: {
                /** @enum {string} */
                type: "subscription_dunning_rule";
                attributes: {
                    /** @enum {string} */
                    payment_retry_type: "fixed" | "backoff" | "tiered";
                    payment_retry_interval?: number;
                    /** @enum {string} */
                    payment_retry_unit?: "day" | "week";
                    payment_retry_multiplier?: number;
                    payment_retries_limit: number;
                    /** @enum {string} */
                    action: "none" | "pause" | "close" | "suspend";
                    default?: boolean;
                };
            };
        };
        UpdateDunningRuleRequest: {
            data: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                type: "subscription_dunning_rule";
                attributes: {
                    /** @enum {string} */
                    payment_retry_type?: "fixed" | "backoff" | "tiered";
                    payment_retry_interval?: number | null;
                    /** @enum {string|null} */
                    payment_retry_unit?: "day" | "week" | null;
                    payment_retry_multiplier?: number | null;
                    payment_retries_limit?: number;
                    /** @enum {string} */
                    action?: "none" | "pause" | "close" | "suspend";
                    default?: boolean;
                };
            };
        };
        CreateProrationPolicyRequest: {
            data: {
                /** @enum {string} */
                type: "subscription_proration_policy";
                attributes: {
                    name: string;
                    /** @enum {string} */
                    rounding: "up" | "down" | "nearest";
                    external_ref?: string;
                };
            };
        };
        UpdateProrationPolicyRequest: {
            data: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                type: "subscription_proration_policy";
                attributes: {
                    external_ref?: string | null;
                    name?: string;
                    /** @enum {string} */
                    rounding?: "up" | "down" | "nearest";
                };
            };
        };
    };
    responses: {
        /** @description An error, in the one envelope every error uses */
        Error: {
            headers: {
                "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Too many requests (the rate-limited scenario): try again after Retry-After seconds */
        TooManyRequests: {
            headers: {
                "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
    };
    parameters: {
        /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
        ScenarioFlag: string;
        /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
        SessionFlag: string;
        /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
        ScenarioHeader: string;
        /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
        SessionHeader: string;
    };
    requestBodies: never;
    headers: {
        /** @description The scenario the answer is from. */
        "X-Emulator-Scenario": string;
        /** @description The session the answer is from. */
        "X-Emulator-Session": string;
        /** @description Seconds to wait before trying again. */
        "Retry-After": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listApplicationKeys: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of keys */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationKeyList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    createApplicationKey: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApplicationKeyRequest"];
            };
        };
        responses: {
            /** @description The new key */
            201: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApplicationKey"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    getApplicationKey: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationKeyResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    updateApplicationKey: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateApplicationKeyRequest"];
            };
        };
        responses: {
            /** @description The key */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationKeyResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    deleteApplicationKey: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listOfferings: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description Conditions joined by ":" (all must hold): eq on external_ref, eq on proration_policy_id, in on external_product_refs. E.g. eq(external_ref,value). */
                filter?: string;
                /** @description Comma-separated: products, plans. */
                include?: string;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of offerings */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferingList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    createOffering: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOffering2024Request"];
            };
        };
        responses: {
            /** @description The new offering */
            201: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferingResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listOfferingsWithoutV2: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description Conditions joined by ":" (all must hold): eq on external_ref, eq on proration_policy_id, in on external_product_refs. E.g. eq(external_ref,value). */
                filter?: string;
                /** @description Comma-separated: products, plans. */
                include?: string;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of offerings */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferingList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    createOfferingWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOffering2024Request"];
            };
        };
        responses: {
            /** @description The new offering */
            201: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferingResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    getOffering: {
        parameters: {
            query?: {
                /** @description Comma-separated: products, plans. */
                include?: string;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                offering_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The offering */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferingResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    updateOffering: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                offering_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateOffering2024Request"];
            };
        };
        responses: {
            /** @description The offering */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferingResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    deleteOffering: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                offering_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    getOfferingWithoutV2: {
        parameters: {
            query?: {
                /** @description Comma-separated: products, plans. */
                include?: string;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                offering_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The offering */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferingResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    updateOfferingWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                offering_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateOffering2024Request"];
            };
        };
        responses: {
            /** @description The offering */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferingResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    deleteOfferingWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                offering_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    buildOffering: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BuildOffering2024Request"];
            };
        };
        responses: {
            /** @description The new offering */
            201: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferingResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    buildOfferingWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BuildOffering2024Request"];
            };
        };
        responses: {
            /** @description The new offering */
            201: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferingResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    manageProrationsOnOffering: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                offering_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ManageProrationsOnOffering2024Request"];
            };
        };
        responses: {
            /** @description The policy the offering uses */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProrationPolicyRelationship"];
                };
            };
            /** @description The offering uses no proration policy any more (`data: null`) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    manageProrationsOnOfferingWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                offering_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ManageProrationsOnOffering2024Request"];
            };
        };
        responses: {
            /** @description The policy the offering uses */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProrationPolicyRelationship"];
                };
            };
            /** @description The offering uses no proration policy any more (`data: null`) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listOfferingProducts: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                offering_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the offering's products */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferingProductList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listOfferingProductsWithoutV2: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                offering_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the offering's products */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferingProductList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    attachOfferingProduct: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                offering_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttachOfferingProduct2024Request"];
            };
        };
        responses: {
            /** @description The copies attached */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionProductList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    attachOfferingProductWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                offering_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttachOfferingProduct2024Request"];
            };
        };
        responses: {
            /** @description The copies attached */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionProductList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    replaceOfferingProduct: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                offering_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReplaceOfferingProduct2024Request"];
            };
        };
        responses: {
            /** @description The offering's products now */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionProductList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    replaceOfferingProductWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                offering_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReplaceOfferingProduct2024Request"];
            };
        };
        responses: {
            /** @description The offering's products now */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionProductList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    updateOfferingProduct: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                offering_uuid: string;
                product_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateOfferingProduct2024Request"];
            };
        };
        responses: {
            /** @description The product */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreProductResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    deleteOfferingProduct: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                offering_uuid: string;
                product_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    updateOfferingProductWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                offering_uuid: string;
                product_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateOfferingProduct2024Request"];
            };
        };
        responses: {
            /** @description The product */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreProductResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    deleteOfferingProductWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                offering_uuid: string;
                product_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listOfferingPlans: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                offering_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the offering's plans */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferingPlanList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listOfferingPlansWithoutV2: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                offering_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the offering's plans */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferingPlanList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    attachOfferingPlan: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                offering_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttachOfferingPlan2024Request"];
            };
        };
        responses: {
            /** @description The copies attached */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionPlanList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    attachOfferingPlanWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                offering_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttachOfferingPlan2024Request"];
            };
        };
        responses: {
            /** @description The copies attached */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionPlanList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    updateOfferingPlan: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                offering_uuid: string;
                plan_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateOfferingPlan2024Request"];
            };
        };
        responses: {
            /** @description The plan */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferingPlanResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    deleteOfferingPlan: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                offering_uuid: string;
                plan_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    updateOfferingPlanWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                offering_uuid: string;
                plan_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateOfferingPlan2024Request"];
            };
        };
        responses: {
            /** @description The plan */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferingPlanResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    deleteOfferingPlanWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                offering_uuid: string;
                plan_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listProducts: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description Conditions joined by ":" (all must hold): eq on external_ref. E.g. eq(external_ref,value). */
                filter?: string;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of products */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreProductList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    createProduct: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateProduct2024Request"];
            };
        };
        responses: {
            /** @description The new product */
            201: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreProductResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listProductsWithoutV2: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description Conditions joined by ":" (all must hold): eq on external_ref. E.g. eq(external_ref,value). */
                filter?: string;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of products */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreProductList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    createProductWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateProduct2024Request"];
            };
        };
        responses: {
            /** @description The new product */
            201: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreProductResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    getProduct: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                product_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreProductResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    updateProduct: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                product_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProduct2024Request"];
            };
        };
        responses: {
            /** @description The product */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreProductResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    deleteProduct: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                product_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    getProductWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                product_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreProductResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    updateProductWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                product_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProduct2024Request"];
            };
        };
        responses: {
            /** @description The product */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreProductResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    deleteProductWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                product_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listPlans: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description Conditions joined by ":" (all must hold): eq on external_ref. E.g. eq(external_ref,value). */
                filter?: string;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of plans */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StorePlanList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    createPlan: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePlan2024Request"];
            };
        };
        responses: {
            /** @description The new plan */
            201: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StorePlanResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listPlansWithoutV2: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description Conditions joined by ":" (all must hold): eq on external_ref. E.g. eq(external_ref,value). */
                filter?: string;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of plans */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StorePlanList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    createPlanWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePlan2024Request"];
            };
        };
        responses: {
            /** @description The new plan */
            201: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StorePlanResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    getPlan: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                plan_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plan */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StorePlanResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    updatePlan: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                plan_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePlan2024Request"];
            };
        };
        responses: {
            /** @description The plan */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StorePlanResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    deletePlan: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                plan_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    getPlanWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                plan_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plan */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StorePlanResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    updatePlanWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                plan_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePlan2024Request"];
            };
        };
        responses: {
            /** @description The plan */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StorePlanResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    deletePlanWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                plan_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listSubscriptions: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description Conditions joined by ":" (all must hold): eq on account_id, eq on name, eq on email, eq on external_ref. E.g. eq(account_id,value). */
                filter?: string;
                /** @description Comma-separated: products, plans. */
                include?: string;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of subscriptions */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    createSubscription: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSubscription2024Request"];
            };
        };
        responses: {
            /** @description The new subscription */
            201: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listSubscriptionsWithoutV2: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description Conditions joined by ":" (all must hold): eq on account_id, eq on name, eq on email, eq on external_ref. E.g. eq(account_id,value). */
                filter?: string;
                /** @description Comma-separated: products, plans. */
                include?: string;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of subscriptions */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    createSubscriptionWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSubscription2024Request"];
            };
        };
        responses: {
            /** @description The new subscription */
            201: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    getSubscription: {
        parameters: {
            query?: {
                /** @description Comma-separated: products, plans. */
                include?: string;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                subscription_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    updateSubscription: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                subscription_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSubscription2024Request"];
            };
        };
        responses: {
            /** @description The subscription */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    deleteSubscription: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                subscription_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    getSubscriptionWithoutV2: {
        parameters: {
            query?: {
                /** @description Comma-separated: products, plans. */
                include?: string;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                subscription_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    updateSubscriptionWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                subscription_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSubscription2024Request"];
            };
        };
        responses: {
            /** @description The subscription */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    deleteSubscriptionWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                subscription_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listSubscriptionStates: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                subscription_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The state changes */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionStateList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    createSubscriptionState: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                subscription_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeState2024Request"];
            };
        };
        responses: {
            /** @description The state changed */
            204: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            422: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listSubscriptionStatesWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                subscription_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The state changes */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionStateList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    createSubscriptionStateWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                subscription_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeState2024Request"];
            };
        };
        responses: {
            /** @description The state changed */
            204: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            422: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    getSubscriptionState: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                subscription_uuid: string;
                state_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The state change */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionStateResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    getSubscriptionStateWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                subscription_uuid: string;
                state_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The state change */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionStateResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listSubscriptionProducts: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                subscription_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The products */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionProductList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    manageSubscriptionProducts: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                subscription_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ManageSubscriptionProducts2024Request"];
            };
        };
        responses: {
            /** @description Changed */
            204: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listSubscriptionProductsWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                subscription_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The products */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionProductList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    manageSubscriptionProductsWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                subscription_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ManageSubscriptionProducts2024Request"];
            };
        };
        responses: {
            /** @description Changed */
            204: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listSubscriptionPlans: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                subscription_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plans */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionPlanList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listSubscriptionPlansWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                subscription_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plans */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionPlanList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listSubscriptionInvoices: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                subscription_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of invoices */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listSubscriptionInvoicesWithoutV2: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                subscription_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of invoices */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    getSubscriptionInvoice: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                subscription_uuid: string;
                invoice_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    getSubscriptionInvoiceWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                subscription_uuid: string;
                invoice_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listSubscriptionInvoicePayments: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                subscription_uuid: string;
                invoice_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of payments */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoicePaymentList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listSubscriptionInvoicePaymentsWithoutV2: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                subscription_uuid: string;
                invoice_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of payments */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoicePaymentList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    getSubscriptionInvoicePayment: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                subscription_uuid: string;
                invoice_uuid: string;
                payment_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoicePaymentResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    getSubscriptionInvoicePaymentWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                subscription_uuid: string;
                invoice_uuid: string;
                payment_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoicePaymentResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listInvoices: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description Conditions joined by ":" (all must hold): eq on subscriber_id, eq on subscription_id, eq on outstanding, eq on tax_required. E.g. eq(subscriber_id,value). */
                filter?: string;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of invoices */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listInvoicesWithoutV2: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description Conditions joined by ":" (all must hold): eq on subscriber_id, eq on subscription_id, eq on outstanding, eq on tax_required. E.g. eq(subscriber_id,value). */
                filter?: string;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of invoices */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    getInvoice: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                invoice_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    getInvoiceWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                invoice_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listInvoicePayments: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                invoice_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of payments */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoicePaymentList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listInvoicePaymentsWithoutV2: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                invoice_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of payments */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoicePaymentList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    getInvoicePayment: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                invoice_uuid: string;
                payment_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoicePaymentResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    updateInvoicePayment: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                invoice_uuid: string;
                payment_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateInvoicePaymentRequest"];
            };
        };
        responses: {
            /** @description The payment, updated */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoicePaymentResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    getInvoicePaymentWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                invoice_uuid: string;
                payment_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoicePaymentResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    updateInvoicePaymentWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                invoice_uuid: string;
                payment_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateInvoicePaymentRequest"];
            };
        };
        responses: {
            /** @description The payment, updated */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoicePaymentResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listImportJobs: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description Conditions joined by ":" (all must hold): eq/in on status, eq/in on external_ref. E.g. eq(status,value) or in(status,a,b). */
                filter?: string;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of import jobs */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportList2024"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    createImport: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["CreateImportRequest"];
            };
        };
        responses: {
            /** @description The new import job, pending */
            201: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportResponse2024"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listImportJobsWithoutV2: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description Conditions joined by ":" (all must hold): eq/in on status, eq/in on external_ref. E.g. eq(status,value) or in(status,a,b). */
                filter?: string;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of import jobs */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportList2024"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    createImportWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["CreateImportRequest"];
            };
        };
        responses: {
            /** @description The new import job, pending */
            201: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportResponse2024"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    getImport: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                import_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The import job */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportResponse2024"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    getImportWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                import_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The import job */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportResponse2024"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    createAccessToken: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["AccessTokenRequest"];
                "application/json": components["schemas"]["AccessTokenRequest"];
            };
        };
        responses: {
            /** @description A token */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            400: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    createAccountManagementTokens: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountManagementAuthenticationTokenRequest"];
            };
        };
        responses: {
            /** @description A token for each account of the member */
            201: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountManagementAuthenticationTokenList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            422: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listSubscribers: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description Conditions joined by ":" (all must hold): eq on account_id, eq on name, eq on email, eq on external_ref. E.g. eq(account_id,value). */
                filter?: string;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of subscribers */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriberList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    createSubscriber: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSubscriber2024Request"];
            };
        };
        responses: {
            /** @description The new subscriber */
            201: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriberResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listSubscribersWithoutV2: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description Conditions joined by ":" (all must hold): eq on account_id, eq on name, eq on email, eq on external_ref. E.g. eq(account_id,value). */
                filter?: string;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of subscribers */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriberList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    createSubscriberWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSubscriber2024Request"];
            };
        };
        responses: {
            /** @description The new subscriber */
            201: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriberResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    getSubscriber: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                subscriber_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscriber */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriberResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    updateSubscriber: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                subscriber_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSubscriber2024Request"];
            };
        };
        responses: {
            /** @description The subscriber */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriberResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    deleteSubscriber: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                subscriber_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    getSubscriberWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                subscriber_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscriber */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriberResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    updateSubscriberWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                subscriber_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSubscriber2024Request"];
            };
        };
        responses: {
            /** @description The subscriber */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriberResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    deleteSubscriberWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                subscriber_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listDunningRules: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description Conditions joined by ":" (all must hold): eq on payment_retry_type, eq on payment_retry_unit, eq on action, eq on default. E.g. eq(payment_retry_type,value). */
                filter?: string;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of dunning rules */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DunningRuleList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    createDunningRule: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateDunningRuleRequest"];
            };
        };
        responses: {
            /** @description The new dunning rule */
            201: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DunningRuleResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listDunningRulesWithoutV2: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description Conditions joined by ":" (all must hold): eq on payment_retry_type, eq on payment_retry_unit, eq on action, eq on default. E.g. eq(payment_retry_type,value). */
                filter?: string;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of dunning rules */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DunningRuleList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    createDunningRuleWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateDunningRuleRequest"];
            };
        };
        responses: {
            /** @description The new dunning rule */
            201: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DunningRuleResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    getDunningRule: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                dunning_rule_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dunning rule */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DunningRuleResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    updateDunningRule: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                dunning_rule_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateDunningRuleRequest"];
            };
        };
        responses: {
            /** @description The dunning rule */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DunningRuleResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    deleteDunningRule: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                dunning_rule_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    getDunningRuleWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                dunning_rule_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dunning rule */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DunningRuleResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    updateDunningRuleWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                dunning_rule_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateDunningRuleRequest"];
            };
        };
        responses: {
            /** @description The dunning rule */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DunningRuleResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    deleteDunningRuleWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                dunning_rule_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listProrationPolicies: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of proration policys */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProrationPolicyList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    createProrationPolicy: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateProrationPolicyRequest"];
            };
        };
        responses: {
            /** @description The new proration policy */
            201: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProrationPolicyResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listProrationPoliciesWithoutV2: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of proration policys */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProrationPolicyList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    createProrationPolicyWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateProrationPolicyRequest"];
            };
        };
        responses: {
            /** @description The new proration policy */
            201: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProrationPolicyResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    getProrationPolicy: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                proration_policy_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The proration policy */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProrationPolicyResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    updateProrationPolicy: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                proration_policy_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProrationPolicyRequest"];
            };
        };
        responses: {
            /** @description The proration policy */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProrationPolicyResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    deleteProrationPolicy: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                proration_policy_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    getProrationPolicyWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                proration_policy_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The proration policy */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProrationPolicyResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    updateProrationPolicyWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                proration_policy_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProrationPolicyRequest"];
            };
        };
        responses: {
            /** @description The proration policy */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProrationPolicyResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    deleteProrationPolicyWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                proration_policy_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listJobs: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description Conditions joined by ":" (all must hold): eq on external_ref. E.g. eq(external_ref,value). */
                filter?: string;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of jobs */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    createJob: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateJob2024Request"];
            };
        };
        responses: {
            /** @description The new job */
            201: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listJobsWithoutV2: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description Conditions joined by ":" (all must hold): eq on external_ref. E.g. eq(external_ref,value). */
                filter?: string;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of jobs */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    createJobWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateJob2024Request"];
            };
        };
        responses: {
            /** @description The new job */
            201: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    getJob: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                job_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    deleteJob: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                job_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    getJobWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                job_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    deleteJobWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                job_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listSchedules: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description Conditions joined by ":" (all must hold): eq on external_ref. E.g. eq(external_ref,value). */
                filter?: string;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of schedules */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    createSchedule: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSchedule2024Request"];
            };
        };
        responses: {
            /** @description The new schedule */
            201: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listSchedulesWithoutV2: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description Conditions joined by ":" (all must hold): eq on external_ref. E.g. eq(external_ref,value). */
                filter?: string;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of schedules */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    createScheduleWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSchedule2024Request"];
            };
        };
        responses: {
            /** @description The new schedule */
            201: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    getSchedule: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                schedule_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The schedule */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    updateSchedule: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                schedule_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSchedule2024Request"];
            };
        };
        responses: {
            /** @description The schedule */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    deleteSchedule: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                schedule_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    getScheduleWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                schedule_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The schedule */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    updateScheduleWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                schedule_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSchedule2024Request"];
            };
        };
        responses: {
            /** @description The schedule */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    deleteScheduleWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                schedule_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listStoreLogs: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of integration logs */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationLogList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listStoreLogsWithoutV2: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of integration logs */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationLogList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listIntegrations: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of integrations */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    createIntegration: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateIntegrationRequest"];
            };
        };
        responses: {
            /** @description The new integration */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            422: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listIntegrationsWithoutV2: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of integrations */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    createIntegrationWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateIntegrationRequest"];
            };
        };
        responses: {
            /** @description The new integration */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            422: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    getIntegration: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                integration_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The integration */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    updateIntegration: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                integration_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateIntegrationRequest"];
            };
        };
        responses: {
            /** @description The integration */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            422: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    deleteIntegration: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                integration_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    getIntegrationWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                integration_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The integration */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    updateIntegrationWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                integration_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateIntegrationRequest"];
            };
        };
        responses: {
            /** @description The integration */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            422: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    deleteIntegrationWithoutV2: {
        parameters: {
            query?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                integration_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listIntegrationLogs: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                integration_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the integration's logs */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationLogList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listIntegrationLogsWithoutV2: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                integration_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the integration's logs */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationLogList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listIntegrationJobs: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                integration_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the integration's jobs */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationJobList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listIntegrationJobsWithoutV2: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                integration_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the integration's jobs */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationJobList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listJobLogs: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                integration_uuid: string;
                job_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the job's logs */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationLogList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    listJobLogsWithoutV2: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios). */
                scenario?: components["parameters"]["ScenarioFlag"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-). */
                session?: components["parameters"]["SessionFlag"];
            };
            header?: {
                /** @description Emulator only: answer from this named scenario (see GET /__emulator/scenarios); the query flag wins. */
                "X-Emulator-Scenario"?: components["parameters"]["ScenarioHeader"];
                /** @description Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-); the query flag wins. */
                "X-Emulator-Session"?: components["parameters"]["SessionHeader"];
            };
            path: {
                integration_uuid: string;
                job_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the job's logs */
            200: {
                headers: {
                    "X-Emulator-Scenario": components["headers"]["X-Emulator-Scenario"];
                    "X-Emulator-Session": components["headers"]["X-Emulator-Session"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationLogList"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Error"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Is it up, which version, which world */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminHealth"];
                };
            };
        };
    };
    listScenarios: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every scenario, built-in and yours */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminScenarios"];
                };
            };
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description This document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
        };
    };
    setScenario: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminNameRequest"];
            };
        };
        responses: {
            /** @description Set the current scenario */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCurrent"];
                };
            };
            400: components["responses"]["Error"];
            413: components["responses"]["Error"];
        };
    };
    setSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminNameRequest"];
            };
        };
        responses: {
            /** @description Set the current session */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCurrent"];
                };
            };
            400: components["responses"]["Error"];
            413: components["responses"]["Error"];
        };
    };
    listSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sessions holding writes, least recently used first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSessions"];
                };
            };
        };
    };
    dropSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Drop a session's writes in every scenario */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminDropped"];
                };
            };
            400: components["responses"]["Error"];
        };
    };
    getClock: {
        parameters: {
            query?: {
                /** @description The scenario (else the X-Emulator-Scenario header, else the current one). */
                scenario?: string;
                /** @description The session (else the X-Emulator-Session header, else the current one). */
                session?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A session's clock */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminClock"];
                };
            };
            400: components["responses"]["Error"];
            410: components["responses"]["Error"];
        };
    };
    moveClock: {
        parameters: {
            query?: {
                /** @description The scenario (else the X-Emulator-Scenario header, else the current one). */
                scenario?: string;
                /** @description The session (else the X-Emulator-Session header, else the current one). */
                session?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminClockMove"];
            };
        };
        responses: {
            /** @description Move a session's clock (billing runs, payments, dunning) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminClock"];
                };
            };
            400: components["responses"]["Error"];
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
        };
    };
    listRequests: {
        parameters: {
            query?: {
                /** @description Only this method. */
                method?: string;
                /** @description Only this path (* for any run of characters). */
                path?: string;
                /** @description Only this status. */
                status?: number;
                /** @description Only this scenario. */
                scenario?: string;
                /** @description Only this session. */
                session?: string;
                /** @description Only entries after this id. */
                after?: number;
                /** @description Only the newest this many. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request journal: what the API answered, oldest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminRequests"];
                };
            };
            400: components["responses"]["Error"];
        };
    };
    clearRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Clear the request journal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminRequests"];
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description Only this key (exactly). */
                key?: string;
                /** @description Only this scenario. */
                scenario?: string;
                /** @description Only this session. */
                session?: string;
                /** @description Only about this resource (its id). */
                resource?: string;
                /** @description Only the newest this many. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The events the emulator emitted, each with its delivery attempts, oldest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminEvents"];
                };
            };
            400: components["responses"]["Error"];
        };
    };
    triggerEvent: {
        parameters: {
            query?: {
                /** @description The scenario (else the X-Emulator-Scenario header, else the current one). */
                scenario?: string;
                /** @description The session (else the X-Emulator-Session header, else the current one). */
                session?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminTriggerEvent"];
            };
        };
        responses: {
            /** @description Cause an event by making its real state change in a session (the emitted events answer) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminEvents"];
                };
            };
            400: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            413: components["responses"]["Error"];
            422: components["responses"]["Error"];
        };
    };
    clearEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Forget the events kept (deliveries under way go on) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminEvents"];
                };
            };
        };
    };
    redeliverEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deliver an event again to its session's integrations that observe its key */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminRedelivered"];
                };
            };
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    getSnapshot: {
        parameters: {
            query?: {
                /** @description Only a session of this scenario (with session: else the X-Emulator-Scenario header, else the current one). */
                scenario?: string;
                /** @description Only this session (with scenario: else the X-Emulator-Session header, else the current one). */
                session?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every session holding writes (or the one named), as one versioned document to restore later */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSnapshot"];
                };
            };
            400: components["responses"]["Error"];
        };
    };
    restoreSnapshot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminRestore"];
            };
        };
        responses: {
            /** @description Restore a snapshot's sessions (taken by an emulator started alike); they become what reset goes back to */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminRestored"];
                };
            };
            400: components["responses"]["Error"];
            409: components["responses"]["Error"];
            413: components["responses"]["Error"];
            422: components["responses"]["Error"];
        };
    };
    saveSnapshot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Save every session to --data-dir now (snapshot.json) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSaved"];
                };
            };
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
        };
    };
    reset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Drop every session's writes, forget tokens, clear the journal, back to the start-up world */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCurrent"];
                };
            };
        };
    };
    getDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dashboard */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    getSummary: {
        parameters: {
            query?: {
                /** @description The scenario (else the X-Emulator-Scenario header, else the current one). */
                scenario?: string;
                /** @description The session (else the X-Emulator-Session header, else the current one). */
                session?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What a scenario and session hold, as the dashboard shows it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSummary"];
                };
            };
            400: components["responses"]["Error"];
        };
    };
}

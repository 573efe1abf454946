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
        post?: never;
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
        post?: never;
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
        put?: never;
        post?: never;
        delete?: never;
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
        put?: never;
        post?: never;
        delete?: never;
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
        /** Pause, resume or cancel a subscription */
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
        /** Pause, resume or cancel a subscription */
        post: operations["createSubscriptionStateWithoutV2"];
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
        AdminHealth: {
            /** @enum {string} */
            status: "ok";
            version: string;
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
        };
        AdminRequests: {
            data: components["schemas"]["JournalEntry"][];
        };
        AdminSummary: {
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
                invoice_items: {
                    description: string;
                    price: {
                        currency: string;
                        amount: number;
                        includes_tax?: boolean;
                    };
                    /** Format: uuid */
                    plan_id?: string;
                    /** Format: date-time */
                    from_time_period?: string;
                    /** Format: date-time */
                    until_time_period?: string;
                }[];
                outstanding: boolean;
                number: number;
                tax_required: boolean;
                payment_retries_limit_reached: boolean;
                manual_payment_pending: boolean;
                pro_forma: boolean;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
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
                };
                proration_events: unknown[];
            };
        };
        InvoicePayment: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            type: "subscription_invoice_payment";
            attributes: {
                success: boolean;
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
                action: "cancel" | "pause" | "resume";
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
                name: string;
                /** Format: email */
                email: string;
                offering: components["schemas"]["Offering"];
                /** Format: uuid */
                plan_id: string;
                currency: string;
                payment_authority: components["schemas"]["PaymentAuthority"];
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
        AdminNameRequest: {
            name: string;
        };
        AdminClockMove: {
            /** @description An ISO 8601 duration such as P30D, PT12H or P1M (at most P10Y). */
            advance?: string;
            /** @description A later date-time such as 2026-03-01T00:00:00Z. */
            to?: string;
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
    listSubscriptions: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description eq(field,value) on account_id, name, email, external_ref; several joined by ":". */
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
    listSubscriptionsWithoutV2: {
        parameters: {
            query?: {
                /** @description Where the page starts. */
                "page[offset]"?: number;
                /** @description How many per page. */
                "page[limit]"?: number;
                /** @description eq(field,value) on account_id, name, email, external_ref; several joined by ":". */
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
                "application/json": components["schemas"]["SubscriptionStateRequest"];
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
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
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
                "application/json": components["schemas"]["SubscriptionStateRequest"];
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
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
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

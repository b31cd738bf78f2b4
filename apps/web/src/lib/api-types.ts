// Generated from the server's OpenAPI document by `npm run api:types`. Do not edit.
export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process answers (and whether the database does) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                            /** @enum {string} */
                            database: "up" | "down";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: the database, the footage storage and the job queue all answer */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ready" | "unavailable";
                            /** @enum {string} */
                            database: "up" | "down";
                            /** @enum {string} */
                            storage: "up" | "down";
                            /** @enum {string} */
                            queue: "up" | "down";
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ready" | "unavailable";
                            /** @enum {string} */
                            database: "up" | "down";
                            /** @enum {string} */
                            storage: "up" | "down";
                            /** @enum {string} */
                            queue: "up" | "down";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user, their role and profile */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: {
                                id: string;
                                name: string;
                                email: string;
                                /** @enum {string} */
                                role: "customer" | "analyst" | "admin";
                                twoFactorEnabled: boolean;
                            } | null;
                            profile: {
                                gamesRemaining: number;
                                organization: string | null;
                            } | null;
                            activeOrganization?: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                kind: "personal" | "team" | "club" | "league";
                                /** @enum {string} */
                                role: "owner" | "manager" | "coach" | "viewer" | "player";
                                personal: boolean;
                                /** @description Their own membership (DELETE /api/organizations/{id}/members/{memberId} leaves) */
                                memberId: string | null;
                            };
                            organizationCount?: number;
                            lostOrganization?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete my account, confirmed with my password (and a two-factor code when on): personal data and footage go at once; purchases and credit history stay, anonymised */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                        code?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My data as a zip: profile, teams and rosters, games, box scores (JSON and CSV), purchases (JSON and CSV) and credit history; 5 an hour */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The zip file (courtside-export-<date>.zip) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/zip": string;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/email-change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start changing my e-mail address: a 6-digit code goes to the new address (15 minutes, 3 tries) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        newEmail: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            newEmail: string;
                            /** Format: date-time */
                            expiresAt: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/email-change/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the new e-mail address with its code; the old address is told */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My organizations: my own, then those I am a member of */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            organizations: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                kind: "personal" | "team" | "club" | "league";
                                /** @enum {string} */
                                role: "owner" | "manager" | "coach" | "viewer" | "player";
                                personal: boolean;
                                active: boolean;
                                /** @description My own membership of it (DELETE …/members/{memberId} leaves) */
                                memberId: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a team, club or league; I am its owner and my session acts for it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @enum {string} */
                        kind: "team" | "club" | "league";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            organization: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                kind: "personal" | "team" | "club" | "league";
                                /** @enum {string} */
                                role: "owner" | "manager" | "coach" | "viewer" | "player";
                                personal: boolean;
                                active: boolean;
                                /** @description My own membership of it (DELETE …/members/{memberId} leaves) */
                                memberId: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Act for another of my organizations from the next request (every page and answer is its) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        organizationId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            organization: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                kind: "personal" | "team" | "club" | "league";
                                /** @enum {string} */
                                role: "owner" | "manager" | "coach" | "viewer" | "player";
                                personal: boolean;
                                active: boolean;
                                /** @description My own membership of it (DELETE …/members/{memberId} leaves) */
                                memberId: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of my organizations, with my role in it */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            organization: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                kind: "personal" | "team" | "club" | "league";
                                /** @enum {string} */
                                role: "owner" | "manager" | "coach" | "viewer" | "player";
                                personal: boolean;
                                active: boolean;
                                /** @description My own membership of it (DELETE …/members/{memberId} leaves) */
                                memberId: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a team, club or league (owners; with my password): its games, footage, teams and members go, its purchases and ledger are kept */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                        code?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Rename a team, club or league (its owners) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            organization: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                kind: "personal" | "team" | "club" | "league";
                                /** @enum {string} */
                                role: "owner" | "manager" | "coach" | "viewer" | "player";
                                personal: boolean;
                                active: boolean;
                                /** @description My own membership of it (DELETE …/members/{memberId} leaves) */
                                memberId: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/organizations/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's members and pending invitations (owners and managers) */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            members: {
                                id: string;
                                userId: string;
                                name: string;
                                email: string;
                                /** @enum {string} */
                                role: "owner" | "manager" | "coach" | "viewer" | "player";
                                /** Format: date-time */
                                joinedAt: string;
                                /** Format: date-time */
                                lastActiveAt: string | null;
                                playerName: string | null;
                                /** @description A player's team: the one whose roster names them */
                                playerTeam: string | null;
                                /** @description The teams a coach or viewer is limited to; null: every team */
                                teamIds: string[] | null;
                                you: boolean;
                            }[];
                            invitations: {
                                id: string;
                                email: string;
                                /** @enum {string} */
                                role: "owner" | "manager" | "coach" | "viewer" | "player";
                                /** Format: date-time */
                                expiresAt: string;
                                expired: boolean;
                                invitedBy: string | null;
                                playerName: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{id}/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's pending invitations (owners and managers) */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            invitations: {
                                id: string;
                                email: string;
                                /** @enum {string} */
                                role: "owner" | "manager" | "coach" | "viewer" | "player";
                                /** Format: date-time */
                                expiresAt: string;
                                expired: boolean;
                                invitedBy: string | null;
                                playerName: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Invite someone by e-mail with a role (a player as their roster entry); expires in 7 days */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        /** @enum {string} */
                        role: "owner" | "manager" | "coach" | "viewer" | "player";
                        /** Format: uuid */
                        teamPlayerId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            invitation: {
                                id: string;
                                email: string;
                                /** @enum {string} */
                                role: "owner" | "manager" | "coach" | "viewer" | "player";
                                /** Format: date-time */
                                expiresAt: string;
                                expired: boolean;
                                invitedBy: string | null;
                                playerName: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{id}/members/{memberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a member, or leave (my own membership); never the last owner */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    memberId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a member's role (never the last owner's), or limit a coach or viewer to some teams */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    memberId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        role?: "owner" | "manager" | "coach" | "viewer" | "player";
                        /** @description null or []: every team */
                        teamIds?: string[] | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            member: {
                                id: string;
                                userId: string;
                                name: string;
                                email: string;
                                /** @enum {string} */
                                role: "owner" | "manager" | "coach" | "viewer" | "player";
                                /** Format: date-time */
                                joinedAt: string;
                                /** Format: date-time */
                                lastActiveAt: string | null;
                                playerName: string | null;
                                /** @description A player's team: the one whose roster names them */
                                playerTeam: string | null;
                                /** @description The teams a coach or viewer is limited to; null: every team */
                                teamIds: string[] | null;
                                you: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/organizations/{id}/invitations/{invitationId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send an invitation again with a new link and expiry (at most 3 times a day) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    invitationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            invitation: {
                                id: string;
                                email: string;
                                /** @enum {string} */
                                role: "owner" | "manager" | "coach" | "viewer" | "player";
                                /** Format: date-time */
                                expiresAt: string;
                                expired: boolean;
                                invitedBy: string | null;
                                playerName: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{id}/invitations/{invitationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a pending invitation */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    invitationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What an invitation's link shows: the organization, the address it was sent to, the role, its state */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            organization: {
                                name: string;
                                /** @enum {string} */
                                kind: "personal" | "team" | "club" | "league";
                            };
                            email: string;
                            /** @enum {string} */
                            role: "owner" | "manager" | "coach" | "viewer" | "player";
                            /** @enum {string} */
                            status: "pending" | "expired" | "revoked" | "accepted";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{token}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept an invitation sent to my e-mail: I become a member and my session acts for the organization */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            organization: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                kind: "personal" | "team" | "club" | "league";
                                /** @enum {string} */
                                role: "owner" | "manager" | "coach" | "viewer" | "player";
                                personal: boolean;
                                active: boolean;
                                /** @description My own membership of it (DELETE …/members/{memberId} leaves) */
                                memberId: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message to support
         * @description Limited per IP address and per sender e-mail address (shared by every server, kept in Postgres).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        email: string;
                        subject: string;
                        message: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            message: "Message sent successfully! We'll get back to you soon.";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a checkout for a package of games
         * @description The amount is computed on the server from the package and game count; any price or user id sent is ignored.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        packageType: "single" | "multi" | "season" | "enterprise";
                        quantity: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            sessionId: string;
                            /** Format: uri */
                            url: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/session-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether a checkout session has been paid (and its games credited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        sessionId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            paid: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in customer's purchase history, newest first, 50 a page */
        get: {
            parameters: {
                query?: {
                    /** @description `nextCursor` of the previous page */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            purchases: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                packageType: "single" | "multi" | "season";
                                /** Format: date-time */
                                purchaseDate: string;
                                amountPaidCents: number | null;
                                gamesIncluded: number;
                                /** @enum {string} */
                                status: "pending" | "completed" | "failed" | "cancelled" | "refunded" | "disputed";
                                refundedGames: number;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/test-sessions/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A test-mode checkout session, for the TEST MODE payment page */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sessionId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            sessionId: string;
                            packageLabel: string;
                            games: number;
                            unitAmountCents: number;
                            amountCents: number;
                            /** @enum {string} */
                            status: "pending" | "completed" | "failed" | "cancelled" | "refunded" | "disputed";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/test-sessions/{sessionId}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay a test-mode checkout session (no money moves) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sessionId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uri */
                            redirectUrl: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/test-sessions/{sessionId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Leave a test-mode checkout session without paying */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sessionId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uri */
                            redirectUrl: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in customer's games, newest first, 50 a page, with their counts */
        get: {
            parameters: {
                query?: {
                    /** @description `nextCursor` of the previous page */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            games: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** @enum {string} */
                                status: "uploading" | "queued" | "preparing" | "ready" | "in_analysis" | "in_review" | "completed" | "failed" | "cancelled";
                                /** @enum {string} */
                                customerStatus: "uploading" | "processing" | "completed" | "failed" | "cancelled";
                                /** @enum {string} */
                                source: "file" | "url";
                                videoUrl: string | null;
                                fileSize: number | null;
                                durationSeconds: number | null;
                                failureReason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                dueAt: string | null;
                                details: {
                                    teamId: string | null;
                                    opponentName: string | null;
                                    opponentColor: string | null;
                                    playedOn: string | null;
                                    /** @enum {string|null} */
                                    homeAway: "home" | "away" | null;
                                    venue: string | null;
                                    competition: string | null;
                                } | null;
                            }[];
                            nextCursor: string | null;
                            /** @description Of all the customer's games, not only this page's: every game, and those being processed */
                            counts: {
                                total: number;
                                processing: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a game from a video link (YouTube, Vimeo or a direct link to a file); takes one credit. With an Idempotency-Key header, the same request sent again answers the game it made */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        videoUrl: string;
                        details?: {
                            /** Format: uuid */
                            teamId?: string;
                            opponentName?: string;
                            opponentColor?: string;
                            playedOn?: string;
                            /** @enum {string} */
                            homeAway?: "home" | "away";
                            venue?: string;
                            competition?: string;
                            opponentRoster?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            status: "uploading" | "queued" | "preparing" | "ready" | "in_analysis" | "in_review" | "completed" | "failed" | "cancelled";
                            /** @enum {string} */
                            customerStatus: "uploading" | "processing" | "completed" | "failed" | "cancelled";
                            /** @enum {string} */
                            source: "file" | "url";
                            videoUrl: string | null;
                            fileSize: number | null;
                            durationSeconds: number | null;
                            failureReason: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            dueAt: string | null;
                            details: {
                                teamId: string | null;
                                opponentName: string | null;
                                opponentColor: string | null;
                                playedOn: string | null;
                                /** @enum {string|null} */
                                homeAway: "home" | "away" | null;
                                venue: string | null;
                                competition: string | null;
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/games/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One game, with its team, the players added to that roster at delivery, its guarantee and when its footage is deleted */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            status: "uploading" | "queued" | "preparing" | "ready" | "in_analysis" | "in_review" | "completed" | "failed" | "cancelled";
                            /** @enum {string} */
                            customerStatus: "uploading" | "processing" | "completed" | "failed" | "cancelled";
                            /** @enum {string} */
                            source: "file" | "url";
                            videoUrl: string | null;
                            fileSize: number | null;
                            durationSeconds: number | null;
                            failureReason: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            dueAt: string | null;
                            details: {
                                teamId: string | null;
                                opponentName: string | null;
                                opponentColor: string | null;
                                playedOn: string | null;
                                /** @enum {string|null} */
                                homeAway: "home" | "away" | null;
                                venue: string | null;
                                competition: string | null;
                            } | null;
                            teamName: string | null;
                            addedPlayers: {
                                id: string;
                                number: string;
                                name: string;
                            }[];
                            /** Format: date-time */
                            deliveredAt: string | null;
                            guarantee: {
                                /** Format: date-time */
                                endsAt: string | null;
                                open: boolean;
                                requests: {
                                    /** Format: uuid */
                                    id: string;
                                    /** @enum {string} */
                                    kind: "reprocess" | "refund";
                                    reason: string;
                                    /** @enum {string} */
                                    status: "pending" | "approved" | "declined";
                                    decisionNote: string | null;
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** Format: date-time */
                                    decidedAt: string | null;
                                    /** @description The game's credit: held by the game, returned to the balance, or withheld because its payment was refunded */
                                    credit: ({
                                        /** @enum {string} */
                                        state: "spent";
                                    } | {
                                        /** @enum {string} */
                                        state: "returned";
                                    } | {
                                        /** @enum {string} */
                                        state: "withheld";
                                        /** @enum {string} */
                                        because: "purchase_refunded" | "purchase_disputed";
                                    }) | null;
                                }[];
                            };
                            /** @description The game's credit: held by the game, returned to the balance, or withheld because its payment was refunded */
                            credit: ({
                                /** @enum {string} */
                                state: "spent";
                            } | {
                                /** @enum {string} */
                                state: "returned";
                            } | {
                                /** @enum {string} */
                                state: "withheld";
                                /** @enum {string} */
                                because: "purchase_refunded" | "purchase_disputed";
                            }) | null;
                            footage: {
                                /** Format: date-time */
                                deletesAt: string | null;
                                /** Format: date-time */
                                deletedAt: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/games/{id}/video": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A game's footage, with Range support, for its owner and our staff */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analysis/queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Games from arrival to approval, the earliest due first, 50 a page */
        get: {
            parameters: {
                query?: {
                    /** @description `nextCursor` of the previous page */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            games: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** @enum {string} */
                                status: "uploading" | "queued" | "preparing" | "ready" | "in_analysis" | "in_review" | "completed" | "failed" | "cancelled";
                                /** @enum {string} */
                                source: "file" | "url";
                                durationSeconds: number | null;
                                /** Format: date-time */
                                dueAt: string | null;
                                /** Format: date-time */
                                uploadCompletedAt: string | null;
                                analystId: string | null;
                                analystName: string | null;
                                rights: {
                                    claim: boolean;
                                    release: boolean;
                                    edit: boolean;
                                    submit: boolean;
                                    review: boolean;
                                };
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analysis/analysts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Analysts and admins a game can be assigned to */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            analysts: {
                                id: string;
                                name: string;
                                email: string;
                                role: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analysis/games/{id}/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Claim a ready game */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            status: string;
                            analystId: string | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analysis/games/{id}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hand a claimed game back */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            status: string;
                            analystId: string | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analysis/games/{id}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Assign a game to an analyst (admins) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        analystId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            status: string;
                            analystId: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analysis/games/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace: game, setup, play-by-play and what the viewer may do */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            game: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** @enum {string} */
                                status: "uploading" | "queued" | "preparing" | "ready" | "in_analysis" | "in_review" | "completed" | "failed" | "cancelled";
                                /** @enum {string} */
                                source: "file" | "url";
                                videoUrl: string | null;
                                hasFootage: boolean;
                                durationSeconds: number | null;
                                /** Format: date-time */
                                dueAt: string | null;
                                analystId: string | null;
                                analystName: string | null;
                                reopenReason: string | null;
                            };
                            setup: {
                                home: {
                                    /** Format: uuid */
                                    teamId?: string;
                                    name: string;
                                    color?: string;
                                    players: {
                                        id: string;
                                        number: string;
                                        name: string;
                                    }[];
                                    coach?: string;
                                    starters?: string[];
                                };
                                away: {
                                    /** Format: uuid */
                                    teamId?: string;
                                    name: string;
                                    color?: string;
                                    players: {
                                        id: string;
                                        number: string;
                                        name: string;
                                    }[];
                                    coach?: string;
                                    starters?: string[];
                                };
                                periods: number;
                                periodSeconds: number;
                                overtimeSeconds: number;
                                scoreboardFinal?: {
                                    home: number;
                                    away: number;
                                };
                                /** @enum {string} */
                                plusMinusRule?: "foul" | "free-throw";
                                fastBreaksTracked?: boolean;
                                details?: {
                                    competition?: string;
                                    /** Format: date */
                                    date?: string;
                                    startTime?: string;
                                    venue?: string;
                                    attendance?: number;
                                    officials?: string[];
                                };
                            } | null;
                            suggestedSetup: {
                                home: {
                                    /** Format: uuid */
                                    teamId?: string;
                                    name: string;
                                    color?: string;
                                    players: {
                                        id: string;
                                        number: string;
                                        name: string;
                                    }[];
                                    coach?: string;
                                    starters?: string[];
                                };
                                away: {
                                    /** Format: uuid */
                                    teamId?: string;
                                    name: string;
                                    color?: string;
                                    players: {
                                        id: string;
                                        number: string;
                                        name: string;
                                    }[];
                                    coach?: string;
                                    starters?: string[];
                                };
                                periods: number;
                                periodSeconds: number;
                                overtimeSeconds: number;
                                scoreboardFinal?: {
                                    home: number;
                                    away: number;
                                };
                                /** @enum {string} */
                                plusMinusRule?: "foul" | "free-throw";
                                fastBreaksTracked?: boolean;
                                details?: {
                                    competition?: string;
                                    /** Format: date */
                                    date?: string;
                                    startTime?: string;
                                    venue?: string;
                                    attendance?: number;
                                    officials?: string[];
                                };
                            } | null;
                            details: {
                                teamName: string | null;
                                opponentName: string | null;
                                playedOn: string | null;
                                /** @enum {string|null} */
                                homeAway: "home" | "away" | null;
                                venue: string | null;
                                competition: string | null;
                            } | null;
                            setupRevision: number;
                            eventsVersion: number;
                            events: {
                                /** Format: uuid */
                                id: string;
                                seq: number;
                                period: number;
                                videoMs: number | null;
                                clock: number | null;
                                revision: number;
                                body: {
                                    /** @enum {string} */
                                    type: "shot";
                                    /** @enum {string} */
                                    team: "home" | "away";
                                    playerId: string;
                                    made: boolean;
                                    points: 2 | 3;
                                    assistId?: string;
                                    blockId?: string;
                                    x?: number;
                                    y?: number;
                                    fastBreak?: boolean;
                                } | {
                                    /** @enum {string} */
                                    type: "free_throw";
                                    /** @enum {string} */
                                    team: "home" | "away";
                                    playerId: string;
                                    made: boolean;
                                } | {
                                    /** @enum {string} */
                                    type: "rebound";
                                    /** @enum {string} */
                                    team: "home" | "away";
                                    playerId?: string;
                                    offensive: boolean;
                                } | {
                                    /** @enum {string} */
                                    type: "turnover";
                                    /** @enum {string} */
                                    team: "home" | "away";
                                    playerId?: string;
                                    stealId?: string;
                                    kind?: string;
                                } | {
                                    /** @enum {string} */
                                    type: "foul";
                                    /** @enum {string} */
                                    team: "home" | "away";
                                    playerId?: string;
                                    drawnById?: string;
                                    /** @enum {string} */
                                    kind: "personal" | "shooting" | "offensive" | "technical" | "unsportsmanlike" | "disqualifying";
                                    /** @enum {string} */
                                    bench?: "coach" | "team";
                                    fastBreak?: boolean;
                                } | {
                                    /** @enum {string} */
                                    type: "substitution";
                                    /** @enum {string} */
                                    team: "home" | "away";
                                    inId: string;
                                    outId: string;
                                } | {
                                    /** @enum {string} */
                                    type: "lineup";
                                    /** @enum {string} */
                                    team: "home" | "away";
                                    playerIds: string[];
                                } | {
                                    /** @enum {string} */
                                    type: "clock";
                                    running: boolean;
                                } | {
                                    /** @enum {string} */
                                    type: "timeout";
                                    /** @enum {string} */
                                    team: "home" | "away";
                                } | {
                                    /** @enum {string} */
                                    type: "period_start";
                                } | {
                                    /** @enum {string} */
                                    type: "period_end";
                                };
                            }[];
                            reportedPlays: {
                                /** Format: uuid */
                                reportId: string;
                                playId: string;
                                /** @enum {string} */
                                kind: "player" | "play_type" | "made_missed" | "other";
                                note: string;
                            }[];
                            rights: {
                                claim: boolean;
                                release: boolean;
                                edit: boolean;
                                submit: boolean;
                                review: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analysis/games/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The play-by-play, if it changed after `since` (a version); workspaces poll it */
        get: {
            parameters: {
                query?: {
                    since?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            version: number;
                            events: {
                                /** Format: uuid */
                                id: string;
                                seq: number;
                                period: number;
                                videoMs: number | null;
                                clock: number | null;
                                revision: number;
                                body: {
                                    /** @enum {string} */
                                    type: "shot";
                                    /** @enum {string} */
                                    team: "home" | "away";
                                    playerId: string;
                                    made: boolean;
                                    points: 2 | 3;
                                    assistId?: string;
                                    blockId?: string;
                                    x?: number;
                                    y?: number;
                                    fastBreak?: boolean;
                                } | {
                                    /** @enum {string} */
                                    type: "free_throw";
                                    /** @enum {string} */
                                    team: "home" | "away";
                                    playerId: string;
                                    made: boolean;
                                } | {
                                    /** @enum {string} */
                                    type: "rebound";
                                    /** @enum {string} */
                                    team: "home" | "away";
                                    playerId?: string;
                                    offensive: boolean;
                                } | {
                                    /** @enum {string} */
                                    type: "turnover";
                                    /** @enum {string} */
                                    team: "home" | "away";
                                    playerId?: string;
                                    stealId?: string;
                                    kind?: string;
                                } | {
                                    /** @enum {string} */
                                    type: "foul";
                                    /** @enum {string} */
                                    team: "home" | "away";
                                    playerId?: string;
                                    drawnById?: string;
                                    /** @enum {string} */
                                    kind: "personal" | "shooting" | "offensive" | "technical" | "unsportsmanlike" | "disqualifying";
                                    /** @enum {string} */
                                    bench?: "coach" | "team";
                                    fastBreak?: boolean;
                                } | {
                                    /** @enum {string} */
                                    type: "substitution";
                                    /** @enum {string} */
                                    team: "home" | "away";
                                    inId: string;
                                    outId: string;
                                } | {
                                    /** @enum {string} */
                                    type: "lineup";
                                    /** @enum {string} */
                                    team: "home" | "away";
                                    playerIds: string[];
                                } | {
                                    /** @enum {string} */
                                    type: "clock";
                                    running: boolean;
                                } | {
                                    /** @enum {string} */
                                    type: "timeout";
                                    /** @enum {string} */
                                    team: "home" | "away";
                                } | {
                                    /** @enum {string} */
                                    type: "period_start";
                                } | {
                                    /** @enum {string} */
                                    type: "period_end";
                                };
                            }[] | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add one play (its id chosen by the workspace, so a retry is harmless) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        seq: number;
                        period: number;
                        videoMs?: number | null;
                        clock?: number | null;
                        body: {
                            /** @enum {string} */
                            type: "shot";
                            /** @enum {string} */
                            team: "home" | "away";
                            playerId: string;
                            made: boolean;
                            points: 2 | 3;
                            assistId?: string;
                            blockId?: string;
                            x?: number;
                            y?: number;
                            fastBreak?: boolean;
                        } | {
                            /** @enum {string} */
                            type: "free_throw";
                            /** @enum {string} */
                            team: "home" | "away";
                            playerId: string;
                            made: boolean;
                        } | {
                            /** @enum {string} */
                            type: "rebound";
                            /** @enum {string} */
                            team: "home" | "away";
                            playerId?: string;
                            offensive: boolean;
                        } | {
                            /** @enum {string} */
                            type: "turnover";
                            /** @enum {string} */
                            team: "home" | "away";
                            playerId?: string;
                            stealId?: string;
                            kind?: string;
                        } | {
                            /** @enum {string} */
                            type: "foul";
                            /** @enum {string} */
                            team: "home" | "away";
                            playerId?: string;
                            drawnById?: string;
                            /** @enum {string} */
                            kind: "personal" | "shooting" | "offensive" | "technical" | "unsportsmanlike" | "disqualifying";
                            /** @enum {string} */
                            bench?: "coach" | "team";
                            fastBreak?: boolean;
                        } | {
                            /** @enum {string} */
                            type: "substitution";
                            /** @enum {string} */
                            team: "home" | "away";
                            inId: string;
                            outId: string;
                        } | {
                            /** @enum {string} */
                            type: "lineup";
                            /** @enum {string} */
                            team: "home" | "away";
                            playerIds: string[];
                        } | {
                            /** @enum {string} */
                            type: "clock";
                            running: boolean;
                        } | {
                            /** @enum {string} */
                            type: "timeout";
                            /** @enum {string} */
                            team: "home" | "away";
                        } | {
                            /** @enum {string} */
                            type: "period_start";
                        } | {
                            /** @enum {string} */
                            type: "period_end";
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            event: {
                                /** Format: uuid */
                                id: string;
                                seq: number;
                                period: number;
                                videoMs: number | null;
                                clock: number | null;
                                revision: number;
                                body: {
                                    /** @enum {string} */
                                    type: "shot";
                                    /** @enum {string} */
                                    team: "home" | "away";
                                    playerId: string;
                                    made: boolean;
                                    points: 2 | 3;
                                    assistId?: string;
                                    blockId?: string;
                                    x?: number;
                                    y?: number;
                                    fastBreak?: boolean;
                                } | {
                                    /** @enum {string} */
                                    type: "free_throw";
                                    /** @enum {string} */
                                    team: "home" | "away";
                                    playerId: string;
                                    made: boolean;
                                } | {
                                    /** @enum {string} */
                                    type: "rebound";
                                    /** @enum {string} */
                                    team: "home" | "away";
                                    playerId?: string;
                                    offensive: boolean;
                                } | {
                                    /** @enum {string} */
                                    type: "turnover";
                                    /** @enum {string} */
                                    team: "home" | "away";
                                    playerId?: string;
                                    stealId?: string;
                                    kind?: string;
                                } | {
                                    /** @enum {string} */
                                    type: "foul";
                                    /** @enum {string} */
                                    team: "home" | "away";
                                    playerId?: string;
                                    drawnById?: string;
                                    /** @enum {string} */
                                    kind: "personal" | "shooting" | "offensive" | "technical" | "unsportsmanlike" | "disqualifying";
                                    /** @enum {string} */
                                    bench?: "coach" | "team";
                                    fastBreak?: boolean;
                                } | {
                                    /** @enum {string} */
                                    type: "substitution";
                                    /** @enum {string} */
                                    team: "home" | "away";
                                    inId: string;
                                    outId: string;
                                } | {
                                    /** @enum {string} */
                                    type: "lineup";
                                    /** @enum {string} */
                                    team: "home" | "away";
                                    playerIds: string[];
                                } | {
                                    /** @enum {string} */
                                    type: "clock";
                                    running: boolean;
                                } | {
                                    /** @enum {string} */
                                    type: "timeout";
                                    /** @enum {string} */
                                    team: "home" | "away";
                                } | {
                                    /** @enum {string} */
                                    type: "period_start";
                                } | {
                                    /** @enum {string} */
                                    type: "period_end";
                                };
                            };
                            version: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analysis/games/{id}/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save the setup; 409 when someone else saved since `revision` */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        setup: {
                            home: {
                                /** Format: uuid */
                                teamId?: string;
                                name: string;
                                color?: string;
                                players: {
                                    id: string;
                                    number: string;
                                    name: string;
                                }[];
                                coach?: string;
                                starters?: string[];
                            };
                            away: {
                                /** Format: uuid */
                                teamId?: string;
                                name: string;
                                color?: string;
                                players: {
                                    id: string;
                                    number: string;
                                    name: string;
                                }[];
                                coach?: string;
                                starters?: string[];
                            };
                            periods: number;
                            periodSeconds: number;
                            overtimeSeconds: number;
                            scoreboardFinal?: {
                                home: number;
                                away: number;
                            };
                            /** @enum {string} */
                            plusMinusRule?: "foul" | "free-throw";
                            fastBreaksTracked?: boolean;
                            details?: {
                                competition?: string;
                                /** Format: date */
                                date?: string;
                                startTime?: string;
                                venue?: string;
                                attendance?: number;
                                officials?: string[];
                            };
                        };
                        revision: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            setup: {
                                home: {
                                    /** Format: uuid */
                                    teamId?: string;
                                    name: string;
                                    color?: string;
                                    players: {
                                        id: string;
                                        number: string;
                                        name: string;
                                    }[];
                                    coach?: string;
                                    starters?: string[];
                                };
                                away: {
                                    /** Format: uuid */
                                    teamId?: string;
                                    name: string;
                                    color?: string;
                                    players: {
                                        id: string;
                                        number: string;
                                        name: string;
                                    }[];
                                    coach?: string;
                                    starters?: string[];
                                };
                                periods: number;
                                periodSeconds: number;
                                overtimeSeconds: number;
                                scoreboardFinal?: {
                                    home: number;
                                    away: number;
                                };
                                /** @enum {string} */
                                plusMinusRule?: "foul" | "free-throw";
                                fastBreaksTracked?: boolean;
                                details?: {
                                    competition?: string;
                                    /** Format: date */
                                    date?: string;
                                    startTime?: string;
                                    venue?: string;
                                    attendance?: number;
                                    officials?: string[];
                                };
                            };
                            setupRevision: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analysis/games/{id}/events/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one play; 409 when someone else changed it since `revision` */
        delete: {
            parameters: {
                query: {
                    revision: number;
                };
                header?: never;
                path: {
                    id: string;
                    eventId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            version: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Edit one play; 409 when someone else changed it since `revision` */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    eventId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        seq?: number;
                        period?: number;
                        videoMs?: number | null;
                        clock?: number | null;
                        body?: {
                            /** @enum {string} */
                            type: "shot";
                            /** @enum {string} */
                            team: "home" | "away";
                            playerId: string;
                            made: boolean;
                            points: 2 | 3;
                            assistId?: string;
                            blockId?: string;
                            x?: number;
                            y?: number;
                            fastBreak?: boolean;
                        } | {
                            /** @enum {string} */
                            type: "free_throw";
                            /** @enum {string} */
                            team: "home" | "away";
                            playerId: string;
                            made: boolean;
                        } | {
                            /** @enum {string} */
                            type: "rebound";
                            /** @enum {string} */
                            team: "home" | "away";
                            playerId?: string;
                            offensive: boolean;
                        } | {
                            /** @enum {string} */
                            type: "turnover";
                            /** @enum {string} */
                            team: "home" | "away";
                            playerId?: string;
                            stealId?: string;
                            kind?: string;
                        } | {
                            /** @enum {string} */
                            type: "foul";
                            /** @enum {string} */
                            team: "home" | "away";
                            playerId?: string;
                            drawnById?: string;
                            /** @enum {string} */
                            kind: "personal" | "shooting" | "offensive" | "technical" | "unsportsmanlike" | "disqualifying";
                            /** @enum {string} */
                            bench?: "coach" | "team";
                            fastBreak?: boolean;
                        } | {
                            /** @enum {string} */
                            type: "substitution";
                            /** @enum {string} */
                            team: "home" | "away";
                            inId: string;
                            outId: string;
                        } | {
                            /** @enum {string} */
                            type: "lineup";
                            /** @enum {string} */
                            team: "home" | "away";
                            playerIds: string[];
                        } | {
                            /** @enum {string} */
                            type: "clock";
                            running: boolean;
                        } | {
                            /** @enum {string} */
                            type: "timeout";
                            /** @enum {string} */
                            team: "home" | "away";
                        } | {
                            /** @enum {string} */
                            type: "period_start";
                        } | {
                            /** @enum {string} */
                            type: "period_end";
                        };
                        revision: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            event: {
                                /** Format: uuid */
                                id: string;
                                seq: number;
                                period: number;
                                videoMs: number | null;
                                clock: number | null;
                                revision: number;
                                body: {
                                    /** @enum {string} */
                                    type: "shot";
                                    /** @enum {string} */
                                    team: "home" | "away";
                                    playerId: string;
                                    made: boolean;
                                    points: 2 | 3;
                                    assistId?: string;
                                    blockId?: string;
                                    x?: number;
                                    y?: number;
                                    fastBreak?: boolean;
                                } | {
                                    /** @enum {string} */
                                    type: "free_throw";
                                    /** @enum {string} */
                                    team: "home" | "away";
                                    playerId: string;
                                    made: boolean;
                                } | {
                                    /** @enum {string} */
                                    type: "rebound";
                                    /** @enum {string} */
                                    team: "home" | "away";
                                    playerId?: string;
                                    offensive: boolean;
                                } | {
                                    /** @enum {string} */
                                    type: "turnover";
                                    /** @enum {string} */
                                    team: "home" | "away";
                                    playerId?: string;
                                    stealId?: string;
                                    kind?: string;
                                } | {
                                    /** @enum {string} */
                                    type: "foul";
                                    /** @enum {string} */
                                    team: "home" | "away";
                                    playerId?: string;
                                    drawnById?: string;
                                    /** @enum {string} */
                                    kind: "personal" | "shooting" | "offensive" | "technical" | "unsportsmanlike" | "disqualifying";
                                    /** @enum {string} */
                                    bench?: "coach" | "team";
                                    fastBreak?: boolean;
                                } | {
                                    /** @enum {string} */
                                    type: "substitution";
                                    /** @enum {string} */
                                    team: "home" | "away";
                                    inId: string;
                                    outId: string;
                                } | {
                                    /** @enum {string} */
                                    type: "lineup";
                                    /** @enum {string} */
                                    team: "home" | "away";
                                    playerIds: string[];
                                } | {
                                    /** @enum {string} */
                                    type: "clock";
                                    running: boolean;
                                } | {
                                    /** @enum {string} */
                                    type: "timeout";
                                    /** @enum {string} */
                                    team: "home" | "away";
                                } | {
                                    /** @enum {string} */
                                    type: "period_start";
                                } | {
                                    /** @enum {string} */
                                    type: "period_end";
                                };
                            };
                            version: number;
                            replayed?: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/analysis/games/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the tagged game to review */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            status: string;
                            analystId: string | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analysis/games/{id}/send-back": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the game back to its analyst (reviewers) */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            status: string;
                            analystId: string | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analysis/games/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve the box score: the game is completed and its owner e-mailed (reviewers) */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            status: string;
                            analystId: string | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analysis/games/{id}/video": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The analysts' copy of the footage (Range supported) */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analysis/games/{id}/poster": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A frame of the footage, shown before it plays */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analysis/games/{id}/assist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The footage passes' states, the scoreboard's regions and the suggestions (the first 3000 by footage time) */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            passes: {
                                /** @enum {string} */
                                pass: "sound" | "motion" | "scoreboard";
                                /** @enum {string} */
                                state: "waiting" | "running" | "done" | "failed";
                                /** @description Why a failed pass failed, in a sentence */
                                error: string | null;
                            }[];
                            regions: {
                                /**
                                 * @description overlay: a broadcast graphic; led: a seven-segment board in the hall
                                 * @enum {string}
                                 */
                                kind: "overlay" | "led";
                                home: {
                                    x: number;
                                    y: number;
                                    width: number;
                                    height: number;
                                };
                                away: {
                                    x: number;
                                    y: number;
                                    width: number;
                                    height: number;
                                };
                                clock: {
                                    x: number;
                                    y: number;
                                    width: number;
                                    height: number;
                                };
                            } | null;
                            suggestions: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                kind: "whistle" | "horn" | "score" | "dead_time" | "clock";
                                videoMs: number;
                                endMs: number | null;
                                detail: {
                                    strength?: number;
                                    /** @description whistle: heard only in its own band, offered only when the scoreboard clock stops with it */
                                    faint?: boolean;
                                    /**
                                     * @description whistle, horn, dead_time: sure (the scoreboard clock agrees), likely, unsure (the board could not tell or was not read)
                                     * @enum {string}
                                     */
                                    confidence?: "sure" | "likely" | "unsure" | "refuted";
                                    /**
                                     * @description What the confidence rests on
                                     * @enum {string}
                                     */
                                    basis?: "clock_stopped" | "faint_stopped" | "period_ended" | "period_ran_out" | "called" | "clock_stood" | "stood_loud" | "stop_taken" | "stopped_not_ended" | "clock_ran_on" | "too_faint" | "clock_stood_long" | "sound_only" | "motion_only";
                                    /** @enum {string} */
                                    side?: "home" | "away";
                                    points?: number;
                                    home?: number;
                                    away?: number;
                                    /** Format: uuid */
                                    eventId?: string;
                                    period?: number;
                                    clock?: number;
                                    running?: boolean;
                                };
                                /** @enum {string} */
                                status: "open" | "accepted" | "dismissed";
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analysis/games/{id}/assist/scoreboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save where the scoreboard's scores and clock are on the footage, and read it (again) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description overlay: a broadcast graphic; led: a seven-segment board in the hall
                         * @enum {string}
                         */
                        kind: "overlay" | "led";
                        home: {
                            x: number;
                            y: number;
                            width: number;
                            height: number;
                        };
                        away: {
                            x: number;
                            y: number;
                            width: number;
                            height: number;
                        };
                        clock: {
                            x: number;
                            y: number;
                            width: number;
                            height: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            passes: {
                                /** @enum {string} */
                                pass: "sound" | "motion" | "scoreboard";
                                /** @enum {string} */
                                state: "waiting" | "running" | "done" | "failed";
                                /** @description Why a failed pass failed, in a sentence */
                                error: string | null;
                            }[];
                            regions: {
                                /**
                                 * @description overlay: a broadcast graphic; led: a seven-segment board in the hall
                                 * @enum {string}
                                 */
                                kind: "overlay" | "led";
                                home: {
                                    x: number;
                                    y: number;
                                    width: number;
                                    height: number;
                                };
                                away: {
                                    x: number;
                                    y: number;
                                    width: number;
                                    height: number;
                                };
                                clock: {
                                    x: number;
                                    y: number;
                                    width: number;
                                    height: number;
                                };
                            } | null;
                            suggestions: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                kind: "whistle" | "horn" | "score" | "dead_time" | "clock";
                                videoMs: number;
                                endMs: number | null;
                                detail: {
                                    strength?: number;
                                    /** @description whistle: heard only in its own band, offered only when the scoreboard clock stops with it */
                                    faint?: boolean;
                                    /**
                                     * @description whistle, horn, dead_time: sure (the scoreboard clock agrees), likely, unsure (the board could not tell or was not read)
                                     * @enum {string}
                                     */
                                    confidence?: "sure" | "likely" | "unsure" | "refuted";
                                    /**
                                     * @description What the confidence rests on
                                     * @enum {string}
                                     */
                                    basis?: "clock_stopped" | "faint_stopped" | "period_ended" | "period_ran_out" | "called" | "clock_stood" | "stood_loud" | "stop_taken" | "stopped_not_ended" | "clock_ran_on" | "too_faint" | "clock_stood_long" | "sound_only" | "motion_only";
                                    /** @enum {string} */
                                    side?: "home" | "away";
                                    points?: number;
                                    home?: number;
                                    away?: number;
                                    /** Format: uuid */
                                    eventId?: string;
                                    period?: number;
                                    clock?: number;
                                    running?: boolean;
                                };
                                /** @enum {string} */
                                status: "open" | "accepted" | "dismissed";
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analysis/games/{id}/assist/suggestions/{suggestionId}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept or dismiss a suggestion (answering again changes the answer) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    suggestionId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        answer: "accepted" | "dismissed";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            suggestion: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                kind: "whistle" | "horn" | "score" | "dead_time" | "clock";
                                videoMs: number;
                                endMs: number | null;
                                detail: {
                                    strength?: number;
                                    /** @description whistle: heard only in its own band, offered only when the scoreboard clock stops with it */
                                    faint?: boolean;
                                    /**
                                     * @description whistle, horn, dead_time: sure (the scoreboard clock agrees), likely, unsure (the board could not tell or was not read)
                                     * @enum {string}
                                     */
                                    confidence?: "sure" | "likely" | "unsure" | "refuted";
                                    /**
                                     * @description What the confidence rests on
                                     * @enum {string}
                                     */
                                    basis?: "clock_stopped" | "faint_stopped" | "period_ended" | "period_ran_out" | "called" | "clock_stood" | "stood_loud" | "stop_taken" | "stopped_not_ended" | "clock_ran_on" | "too_faint" | "clock_stood_long" | "sound_only" | "motion_only";
                                    /** @enum {string} */
                                    side?: "home" | "away";
                                    points?: number;
                                    home?: number;
                                    away?: number;
                                    /** Format: uuid */
                                    eventId?: string;
                                    period?: number;
                                    clock?: number;
                                    running?: boolean;
                                };
                                /** @enum {string} */
                                status: "open" | "accepted" | "dismissed";
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/assist/precision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each kind of suggestion's answers across all games, and its precision */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            kinds: {
                                /** @enum {string} */
                                kind: "whistle" | "horn" | "score" | "dead_time" | "clock";
                                accepted: number;
                                dismissed: number;
                                open: number;
                                /** @description accepted / (accepted + dismissed); null before any answer */
                                precision: number | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/games/{id}/boxscore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A delivered game's report: box scores, derived figures, play-by-play, shots and lineups */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            game: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** Format: date-time */
                                completedAt: string | null;
                                hasFootage: boolean;
                            };
                            report: {
                                engineVersion: number;
                                setup: {
                                    home: {
                                        name: string;
                                        color?: string;
                                        coach?: string;
                                        players: {
                                            id: string;
                                            number: string;
                                            name: string;
                                        }[];
                                        starters?: string[];
                                    };
                                    away: {
                                        name: string;
                                        color?: string;
                                        coach?: string;
                                        players: {
                                            id: string;
                                            number: string;
                                            name: string;
                                        }[];
                                        starters?: string[];
                                    };
                                    periods: number;
                                    periodSeconds: number;
                                    overtimeSeconds: number;
                                    /** @enum {string} */
                                    plusMinusRule?: "foul" | "free-throw";
                                    fastBreaksTracked?: boolean;
                                };
                                header?: {
                                    competition: string | null;
                                    date: string | null;
                                    startTime: string | null;
                                    venue: string | null;
                                    attendance: number | null;
                                    officials: string[];
                                };
                                clockKnown: boolean;
                                boxScore: {
                                    home: {
                                        players: {
                                            pts: number;
                                            fgm: number;
                                            fga: number;
                                            fg3m: number;
                                            fg3a: number;
                                            ftm: number;
                                            fta: number;
                                            oreb: number;
                                            dreb: number;
                                            reb: number;
                                            ast: number;
                                            stl: number;
                                            blk: number;
                                            tov: number;
                                            pf: number;
                                            fg2m?: number;
                                            fg2a?: number;
                                            fd?: number;
                                            blka?: number;
                                            eff?: number;
                                            playerId: string;
                                            technicals: number;
                                            plusMinus: number | null;
                                            seconds: number | null;
                                            starter?: boolean;
                                            dnp?: boolean;
                                        }[];
                                        totals: {
                                            pts: number;
                                            fgm: number;
                                            fga: number;
                                            fg3m: number;
                                            fg3a: number;
                                            ftm: number;
                                            fta: number;
                                            oreb: number;
                                            dreb: number;
                                            reb: number;
                                            ast: number;
                                            stl: number;
                                            blk: number;
                                            tov: number;
                                            pf: number;
                                            fg2m?: number;
                                            fg2a?: number;
                                            fd?: number;
                                            blka?: number;
                                            eff?: number;
                                            teamReb: number;
                                            teamTov: number;
                                            technicals: number;
                                            seconds?: number;
                                        };
                                        periodPoints: number[];
                                        fouls?: number[];
                                        timeouts?: number[];
                                    };
                                    away: {
                                        players: {
                                            pts: number;
                                            fgm: number;
                                            fga: number;
                                            fg3m: number;
                                            fg3a: number;
                                            ftm: number;
                                            fta: number;
                                            oreb: number;
                                            dreb: number;
                                            reb: number;
                                            ast: number;
                                            stl: number;
                                            blk: number;
                                            tov: number;
                                            pf: number;
                                            fg2m?: number;
                                            fg2a?: number;
                                            fd?: number;
                                            blka?: number;
                                            eff?: number;
                                            playerId: string;
                                            technicals: number;
                                            plusMinus: number | null;
                                            seconds: number | null;
                                            starter?: boolean;
                                            dnp?: boolean;
                                        }[];
                                        totals: {
                                            pts: number;
                                            fgm: number;
                                            fga: number;
                                            fg3m: number;
                                            fg3a: number;
                                            ftm: number;
                                            fta: number;
                                            oreb: number;
                                            dreb: number;
                                            reb: number;
                                            ast: number;
                                            stl: number;
                                            blk: number;
                                            tov: number;
                                            pf: number;
                                            fg2m?: number;
                                            fg2a?: number;
                                            fd?: number;
                                            blka?: number;
                                            eff?: number;
                                            teamReb: number;
                                            teamTov: number;
                                            technicals: number;
                                            seconds?: number;
                                        };
                                        periodPoints: number[];
                                        fouls?: number[];
                                        timeouts?: number[];
                                    };
                                };
                                figures: {
                                    home: {
                                        possessions: number;
                                        possessionsEstimate: number;
                                        offensiveRating: number | null;
                                        defensiveRating: number | null;
                                        fgPct: number | null;
                                        fg3Pct: number | null;
                                        ftPct: number | null;
                                        efgPct: number | null;
                                        tsPct: number | null;
                                        assists: number;
                                        turnovers: number;
                                        assistToTurnover: number | null;
                                        offensiveReboundPct: number | null;
                                        defensiveReboundPct: number | null;
                                        pointsOffTurnovers: {
                                            points: number;
                                            plays: string[];
                                        };
                                        secondChancePoints: {
                                            points: number;
                                            plays: string[];
                                        };
                                        paintPoints: {
                                            points: number;
                                            plays: string[];
                                        } | null;
                                        fastBreakPoints: {
                                            points: number;
                                            plays: string[];
                                        } | null;
                                        benchPoints: {
                                            points: number;
                                            plays: string[];
                                        } | null;
                                        biggestLead: {
                                            points: number;
                                            playId: string | null;
                                        };
                                        biggestRun: {
                                            /** @enum {string} */
                                            team: "home" | "away";
                                            points: number;
                                            plays: string[];
                                        } | null;
                                        timeLeadingSeconds: number | null;
                                    };
                                    away: {
                                        possessions: number;
                                        possessionsEstimate: number;
                                        offensiveRating: number | null;
                                        defensiveRating: number | null;
                                        fgPct: number | null;
                                        fg3Pct: number | null;
                                        ftPct: number | null;
                                        efgPct: number | null;
                                        tsPct: number | null;
                                        assists: number;
                                        turnovers: number;
                                        assistToTurnover: number | null;
                                        offensiveReboundPct: number | null;
                                        defensiveReboundPct: number | null;
                                        pointsOffTurnovers: {
                                            points: number;
                                            plays: string[];
                                        };
                                        secondChancePoints: {
                                            points: number;
                                            plays: string[];
                                        };
                                        paintPoints: {
                                            points: number;
                                            plays: string[];
                                        } | null;
                                        fastBreakPoints: {
                                            points: number;
                                            plays: string[];
                                        } | null;
                                        benchPoints: {
                                            points: number;
                                            plays: string[];
                                        } | null;
                                        biggestLead: {
                                            points: number;
                                            playId: string | null;
                                        };
                                        biggestRun: {
                                            /** @enum {string} */
                                            team: "home" | "away";
                                            points: number;
                                            plays: string[];
                                        } | null;
                                        timeLeadingSeconds: number | null;
                                    };
                                    pace: number | null;
                                    leadChanges: number;
                                    timesTied: number;
                                };
                                leaders: {
                                    home: {
                                        pts: {
                                            playerId: string;
                                            value: number;
                                        } | null;
                                        reb: {
                                            playerId: string;
                                            value: number;
                                        } | null;
                                        ast: {
                                            playerId: string;
                                            value: number;
                                        } | null;
                                    };
                                    away: {
                                        pts: {
                                            playerId: string;
                                            value: number;
                                        } | null;
                                        reb: {
                                            playerId: string;
                                            value: number;
                                        } | null;
                                        ast: {
                                            playerId: string;
                                            value: number;
                                        } | null;
                                    };
                                };
                                plays: {
                                    id: string;
                                    seq: number;
                                    period: number;
                                    clock: number | null;
                                    videoMs: number | null;
                                    /** @enum {string|null} */
                                    team: "home" | "away" | null;
                                    type: string;
                                    description: string;
                                    points: number;
                                    homeScore: number;
                                    awayScore: number;
                                    playerIds: string[];
                                    body?: {
                                        /** @enum {string} */
                                        type: "shot";
                                        /** @enum {string} */
                                        team: "home" | "away";
                                        playerId: string;
                                        made: boolean;
                                        points: 2 | 3;
                                        assistId?: string;
                                        blockId?: string;
                                        x?: number;
                                        y?: number;
                                        fastBreak?: boolean;
                                    } | {
                                        /** @enum {string} */
                                        type: "free_throw";
                                        /** @enum {string} */
                                        team: "home" | "away";
                                        playerId: string;
                                        made: boolean;
                                    } | {
                                        /** @enum {string} */
                                        type: "rebound";
                                        /** @enum {string} */
                                        team: "home" | "away";
                                        playerId?: string;
                                        offensive: boolean;
                                    } | {
                                        /** @enum {string} */
                                        type: "turnover";
                                        /** @enum {string} */
                                        team: "home" | "away";
                                        playerId?: string;
                                        stealId?: string;
                                        kind?: string;
                                    } | {
                                        /** @enum {string} */
                                        type: "foul";
                                        /** @enum {string} */
                                        team: "home" | "away";
                                        playerId?: string;
                                        drawnById?: string;
                                        /** @enum {string} */
                                        kind: "personal" | "shooting" | "offensive" | "technical" | "unsportsmanlike" | "disqualifying";
                                        /** @enum {string} */
                                        bench?: "coach" | "team";
                                        fastBreak?: boolean;
                                    } | {
                                        /** @enum {string} */
                                        type: "substitution";
                                        /** @enum {string} */
                                        team: "home" | "away";
                                        inId: string;
                                        outId: string;
                                    } | {
                                        /** @enum {string} */
                                        type: "lineup";
                                        /** @enum {string} */
                                        team: "home" | "away";
                                        playerIds: string[];
                                    } | {
                                        /** @enum {string} */
                                        type: "clock";
                                        running: boolean;
                                    } | {
                                        /** @enum {string} */
                                        type: "timeout";
                                        /** @enum {string} */
                                        team: "home" | "away";
                                    } | {
                                        /** @enum {string} */
                                        type: "period_start";
                                    } | {
                                        /** @enum {string} */
                                        type: "period_end";
                                    };
                                }[];
                                shots: {
                                    playId: string;
                                    /** @enum {string} */
                                    team: "home" | "away";
                                    playerId: string;
                                    period: number;
                                    made: boolean;
                                    points: number;
                                    x: number;
                                    y: number;
                                    /** @enum {string} */
                                    zone: "restricted_area" | "paint" | "mid_range" | "corner_three" | "above_break_three";
                                }[];
                                lineups: {
                                    units: {
                                        /** @enum {string} */
                                        team: "home" | "away";
                                        playerIds: string[];
                                        seconds: number | null;
                                        pointsFor: number;
                                        pointsAgainst: number;
                                        possessions: number;
                                        netRating: number | null;
                                        plusMinus: number;
                                    }[];
                                    onOff: {
                                        /** @enum {string} */
                                        team: "home" | "away";
                                        playerId: string;
                                        on: {
                                            seconds: number | null;
                                            pointsFor: number;
                                            pointsAgainst: number;
                                            possessions: number;
                                            netRating: number | null;
                                        };
                                        off: {
                                            seconds: number | null;
                                            pointsFor: number;
                                            pointsAgainst: number;
                                            possessions: number;
                                            netRating: number | null;
                                        };
                                        netDifference: number | null;
                                    }[];
                                } | null;
                            };
                            /** @description 1 for the first delivery, n for the n-th (a corrected box score); 0 for a preview */
                            delivery: number;
                            /**
                             * Format: date-time
                             * @description When this box score was delivered; null for a preview
                             */
                            deliveredAt: string | null;
                            /** @description Why this delivery replaced the previous one; null for a first delivery */
                            correctionNote: string | null;
                            /** @description While the game is reopened for correction: why. The box score shown stays until the corrected one replaces it */
                            correctionInProgress: {
                                reason: string;
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/games/{id}/report.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The PDF report: box scores, line score, team comparison, shot chart and game flow */
        get: {
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
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/games/{id}/boxscore.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The box score as CSV: a row per player and a totals row per team (UTF-8 with BOM) */
        get: {
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
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/games/{id}/plays.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The play-by-play as CSV: period, clock, running score and the footage time of each play */
        get: {
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
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/games/{id}/share-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The owner's read-only links to a game, newest first */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            links: {
                                /** Format: uuid */
                                id: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                expiresAt: string | null;
                                expired: boolean;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a read-only link to a delivered game; its address is shown this once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        expiresInDays: number | null;
                        /** Format: uuid */
                        reelId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            link: {
                                /** Format: uuid */
                                id: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                expiresAt: string | null;
                                expired: boolean;
                            };
                            url: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/games/{id}/share-links/{linkId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a share link: it answers 404 at once */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    linkId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My teams, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            teams: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                shortName: string;
                                color: string;
                                secondaryColor: string | null;
                                seasonLabel: string | null;
                                /** @description Whether the team's player members read its delivered games (off: their own page only) */
                                playersSeeGames: boolean;
                                /** @description Where the owner reads the team's logo (`GET /api/teams/{id}/logo?v=…`, a new address per logo); null without one */
                                logoUrl: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a team */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        shortName: string;
                        color: string;
                        secondaryColor?: string;
                        seasonLabel?: string;
                        playersSeeGames?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            shortName: string;
                            color: string;
                            secondaryColor: string | null;
                            seasonLabel: string | null;
                            /** @description Whether the team's player members read its delivered games (off: their own page only) */
                            playersSeeGames: boolean;
                            /** @description Where the owner reads the team's logo (`GET /api/teams/{id}/logo?v=…`, a new address per logo); null without one */
                            logoUrl: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team and its roster (active players first, by number; archived after) */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            shortName: string;
                            color: string;
                            secondaryColor: string | null;
                            seasonLabel: string | null;
                            /** @description Whether the team's player members read its delivered games (off: their own page only) */
                            playersSeeGames: boolean;
                            /** @description Where the owner reads the team's logo (`GET /api/teams/{id}/logo?v=…`, a new address per logo); null without one */
                            logoUrl: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            players: {
                                /** Format: uuid */
                                id: string;
                                number: string;
                                name: string;
                                position: string | null;
                                archived: boolean;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        /** Change a team's name, colours or season */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        shortName: string;
                        color: string;
                        secondaryColor?: string;
                        seasonLabel?: string;
                        playersSeeGames?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            shortName: string;
                            color: string;
                            secondaryColor: string | null;
                            seasonLabel: string | null;
                            /** @description Whether the team's player members read its delivered games (off: their own page only) */
                            playersSeeGames: boolean;
                            /** @description Where the owner reads the team's logo (`GET /api/teams/{id}/logo?v=…`, a new address per logo); null without one */
                            logoUrl: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/{id}/players": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a player to the roster (409 when the number is worn by an active player) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        number: string;
                        name: string;
                        position?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            number: string;
                            name: string;
                            position: string | null;
                            archived: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/{id}/players/{playerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Edit a player, archive one who left (`archived: true`; their games keep them) or bring one back */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    playerId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        number?: string;
                        name?: string;
                        position?: string;
                        archived?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            number: string;
                            name: string;
                            position: string | null;
                            archived: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/teams/{id}/players/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a roster CSV (columns number, name, position): every player or none
         * @description A file with any bad line imports nothing; the answer lists each bad line in `error.fields`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        csv: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            added: {
                                /** Format: uuid */
                                id: string;
                                number: string;
                                name: string;
                                position: string | null;
                                archived: boolean;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/{id}/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A team's logo image, for its owner
         * @description Answers the image with its type; `v` is the version in the team’s `logoUrl`, for caches.
         */
        get: {
            parameters: {
                query?: {
                    v?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The logo, with the type read from its bytes */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": string;
                        "image/jpeg": string;
                        "image/webp": string;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        /**
         * Set or replace a team's logo
         * @description The body is the image file itself, sent with its image type. What it is is read from its first bytes: anything but a PNG, JPEG or WebP image is refused (400), as is a file over 512 KB (413).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description The image file itself (PNG, JPEG or WebP, at most 512 KB) */
            requestBody: {
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/webp": string;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            shortName: string;
                            color: string;
                            secondaryColor: string | null;
                            seasonLabel: string | null;
                            /** @description Whether the team's player members read its delivered games (off: their own page only) */
                            playersSeeGames: boolean;
                            /** @description Where the owner reads the team's logo (`GET /api/teams/{id}/logo?v=…`, a new address per logo); null without one */
                            logoUrl: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        /** Remove a team's logo */
        delete: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            shortName: string;
                            color: string;
                            secondaryColor: string | null;
                            seasonLabel: string | null;
                            /** @description Whether the team's player members read its delivered games (off: their own page only) */
                            playersSeeGames: boolean;
                            /** @description Where the owner reads the team's logo (`GET /api/teams/{id}/logo?v=…`, a new address per logo); null without one */
                            logoUrl: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/player": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A player member's own page: their season line and averages, game log, and shots across their team's games */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            team: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                color: string;
                                /** @description Whether the team's games open to its players (off: this page only) */
                                playersSeeGames: boolean;
                            };
                            player: {
                                id: string;
                                number: string;
                                name: string;
                            };
                            /** @description Null before their first delivered game */
                            season: {
                                playerId: string;
                                games: number;
                                totals: {
                                    pts: number;
                                    fgm: number;
                                    fga: number;
                                    fg3m: number;
                                    fg3a: number;
                                    ftm: number;
                                    fta: number;
                                    oreb: number;
                                    dreb: number;
                                    reb: number;
                                    ast: number;
                                    stl: number;
                                    blk: number;
                                    tov: number;
                                    pf: number;
                                };
                                seconds: number | null;
                                plusMinus: number | null;
                                perGame: {
                                    pts: number;
                                    fgm: number;
                                    fga: number;
                                    fg3m: number;
                                    fg3a: number;
                                    ftm: number;
                                    fta: number;
                                    oreb: number;
                                    dreb: number;
                                    reb: number;
                                    ast: number;
                                    stl: number;
                                    blk: number;
                                    tov: number;
                                    pf: number;
                                };
                                perMinutes: {
                                    pts: number;
                                    fgm: number;
                                    fga: number;
                                    fg3m: number;
                                    fg3a: number;
                                    ftm: number;
                                    fta: number;
                                    oreb: number;
                                    dreb: number;
                                    reb: number;
                                    ast: number;
                                    stl: number;
                                    blk: number;
                                    tov: number;
                                    pf: number;
                                } | null;
                                rates: {
                                    fgPct: number | null;
                                    fg3Pct: number | null;
                                    ftPct: number | null;
                                    efgPct: number | null;
                                    tsPct: number | null;
                                    possessions: number;
                                };
                                sheet: {
                                    fg2m: number;
                                    fg2a: number;
                                    eff: number;
                                    fd: number | null;
                                    blka: number | null;
                                    /** @description How many games carried FD and BLKA (null when none did) */
                                    sheetGames: number;
                                    /** @description Of those, how many recorded FD: not a game whose fouls name nobody who drew them (FD null when none did) */
                                    fdGames: number;
                                    perGame: {
                                        fg2m: number;
                                        fg2a: number;
                                        eff: number;
                                        fd: number | null;
                                        blka: number | null;
                                    };
                                };
                                log: {
                                    gameId: string;
                                    line: {
                                        pts: number;
                                        fgm: number;
                                        fga: number;
                                        fg3m: number;
                                        fg3a: number;
                                        ftm: number;
                                        fta: number;
                                        oreb: number;
                                        dreb: number;
                                        reb: number;
                                        ast: number;
                                        stl: number;
                                        blk: number;
                                        tov: number;
                                        pf: number;
                                        fg2m?: number;
                                        fg2a?: number;
                                        fd?: number;
                                        blka?: number;
                                        eff?: number;
                                        playerId: string;
                                        technicals: number;
                                        plusMinus: number | null;
                                        seconds: number | null;
                                        starter?: boolean;
                                        dnp?: boolean;
                                    };
                                }[];
                            } | null;
                            games: {
                                gameId: string;
                                playedOn: string | null;
                                opponent: string;
                                /** @enum {string} */
                                side: "home" | "away";
                                /** @description Who they were in the game's report: their plays and shots are under these ids */
                                gamePlayerIds: string[];
                                /** @description Whether the footage is still kept, so their plays can be watched */
                                footageKept: boolean;
                                /** @description The footage's length, when known */
                                footageMs: number | null;
                                /** @description How many periods the game had, for naming a play's period */
                                periods: number;
                                /** @description The plays of the game that name them, in order, for "Watch all" */
                                plays: {
                                    id: string;
                                    seq: number;
                                    period: number;
                                    clock: number | null;
                                    videoMs: number | null;
                                    /** @enum {string|null} */
                                    team: "home" | "away" | null;
                                    type: string;
                                    description: string;
                                    points: number;
                                    homeScore: number;
                                    awayScore: number;
                                    playerIds: string[];
                                    body?: {
                                        /** @enum {string} */
                                        type: "shot";
                                        /** @enum {string} */
                                        team: "home" | "away";
                                        playerId: string;
                                        made: boolean;
                                        points: 2 | 3;
                                        assistId?: string;
                                        blockId?: string;
                                        x?: number;
                                        y?: number;
                                        fastBreak?: boolean;
                                    } | {
                                        /** @enum {string} */
                                        type: "free_throw";
                                        /** @enum {string} */
                                        team: "home" | "away";
                                        playerId: string;
                                        made: boolean;
                                    } | {
                                        /** @enum {string} */
                                        type: "rebound";
                                        /** @enum {string} */
                                        team: "home" | "away";
                                        playerId?: string;
                                        offensive: boolean;
                                    } | {
                                        /** @enum {string} */
                                        type: "turnover";
                                        /** @enum {string} */
                                        team: "home" | "away";
                                        playerId?: string;
                                        stealId?: string;
                                        kind?: string;
                                    } | {
                                        /** @enum {string} */
                                        type: "foul";
                                        /** @enum {string} */
                                        team: "home" | "away";
                                        playerId?: string;
                                        drawnById?: string;
                                        /** @enum {string} */
                                        kind: "personal" | "shooting" | "offensive" | "technical" | "unsportsmanlike" | "disqualifying";
                                        /** @enum {string} */
                                        bench?: "coach" | "team";
                                        fastBreak?: boolean;
                                    } | {
                                        /** @enum {string} */
                                        type: "substitution";
                                        /** @enum {string} */
                                        team: "home" | "away";
                                        inId: string;
                                        outId: string;
                                    } | {
                                        /** @enum {string} */
                                        type: "lineup";
                                        /** @enum {string} */
                                        team: "home" | "away";
                                        playerIds: string[];
                                    } | {
                                        /** @enum {string} */
                                        type: "clock";
                                        running: boolean;
                                    } | {
                                        /** @enum {string} */
                                        type: "timeout";
                                        /** @enum {string} */
                                        team: "home" | "away";
                                    } | {
                                        /** @enum {string} */
                                        type: "period_start";
                                    } | {
                                        /** @enum {string} */
                                        type: "period_end";
                                    };
                                }[];
                            }[];
                            shots: {
                                playId: string;
                                /** @enum {string} */
                                team: "home" | "away";
                                playerId: string;
                                period: number;
                                made: boolean;
                                points: number;
                                x: number;
                                y: number;
                                /** @enum {string} */
                                zone: "restricted_area" | "paint" | "mid_range" | "corner_three" | "above_break_three";
                                gameId: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/{id}/season": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team's season from its delivered games: record, results, averages, player lines and game logs */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            team: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                shortName: string;
                                color: string;
                                seasonLabel: string | null;
                            };
                            roster: {
                                id: string;
                                number: string;
                                name: string;
                                position: string | null;
                                archived: boolean;
                            }[];
                            season: {
                                games: number;
                                wins: number;
                                losses: number;
                                ties: number;
                                results: {
                                    gameId: string;
                                    playedOn: string | null;
                                    opponent: string;
                                    /** @enum {string} */
                                    side: "home" | "away";
                                    pointsFor: number;
                                    pointsAgainst: number;
                                    /** @enum {string} */
                                    result: "W" | "L" | "T";
                                }[];
                                perMinutesBasis: 36 | 32;
                                team: {
                                    totals: {
                                        pts: number;
                                        fgm: number;
                                        fga: number;
                                        fg3m: number;
                                        fg3a: number;
                                        ftm: number;
                                        fta: number;
                                        oreb: number;
                                        dreb: number;
                                        reb: number;
                                        ast: number;
                                        stl: number;
                                        blk: number;
                                        tov: number;
                                        pf: number;
                                    };
                                    perGame: {
                                        pts: number;
                                        fgm: number;
                                        fga: number;
                                        fg3m: number;
                                        fg3a: number;
                                        ftm: number;
                                        fta: number;
                                        oreb: number;
                                        dreb: number;
                                        reb: number;
                                        ast: number;
                                        stl: number;
                                        blk: number;
                                        tov: number;
                                        pf: number;
                                    };
                                    sheet: {
                                        fg2m: number;
                                        fg2a: number;
                                        eff: number;
                                        fd: number | null;
                                        blka: number | null;
                                        /** @description How many games carried FD and BLKA (null when none did) */
                                        sheetGames: number;
                                        /** @description Of those, how many recorded FD: not a game whose fouls name nobody who drew them (FD null when none did) */
                                        fdGames: number;
                                        perGame: {
                                            fg2m: number;
                                            fg2a: number;
                                            eff: number;
                                            fd: number | null;
                                            blka: number | null;
                                        };
                                    };
                                    /** @description Team rebounds and team turnovers: counted in the totals, in no player line (the box score's "Team" row) */
                                    teamRow: {
                                        totals: {
                                            reb: number;
                                            tov: number;
                                        };
                                        perGame: {
                                            reb: number;
                                            tov: number;
                                        };
                                    };
                                    /** @description Points in the paint and fast-break points over the games whose reports recorded them */
                                    recorded: {
                                        paintPoints: {
                                            total: number;
                                            /** @description How many games recorded the figure */
                                            games: number;
                                            /** @description Per game of those games; null when no game recorded it ("not recorded") */
                                            perGame: number | null;
                                        };
                                        fastBreakPoints: {
                                            total: number;
                                            /** @description How many games recorded the figure */
                                            games: number;
                                            /** @description Per game of those games; null when no game recorded it ("not recorded") */
                                            perGame: number | null;
                                        };
                                    };
                                };
                                opponents: {
                                    totals: {
                                        pts: number;
                                        fgm: number;
                                        fga: number;
                                        fg3m: number;
                                        fg3a: number;
                                        ftm: number;
                                        fta: number;
                                        oreb: number;
                                        dreb: number;
                                        reb: number;
                                        ast: number;
                                        stl: number;
                                        blk: number;
                                        tov: number;
                                        pf: number;
                                    };
                                    perGame: {
                                        pts: number;
                                        fgm: number;
                                        fga: number;
                                        fg3m: number;
                                        fg3a: number;
                                        ftm: number;
                                        fta: number;
                                        oreb: number;
                                        dreb: number;
                                        reb: number;
                                        ast: number;
                                        stl: number;
                                        blk: number;
                                        tov: number;
                                        pf: number;
                                    };
                                    sheet: {
                                        fg2m: number;
                                        fg2a: number;
                                        eff: number;
                                        fd: number | null;
                                        blka: number | null;
                                        /** @description How many games carried FD and BLKA (null when none did) */
                                        sheetGames: number;
                                        /** @description Of those, how many recorded FD: not a game whose fouls name nobody who drew them (FD null when none did) */
                                        fdGames: number;
                                        perGame: {
                                            fg2m: number;
                                            fg2a: number;
                                            eff: number;
                                            fd: number | null;
                                            blka: number | null;
                                        };
                                    };
                                    /** @description Team rebounds and team turnovers: counted in the totals, in no player line (the box score's "Team" row) */
                                    teamRow: {
                                        totals: {
                                            reb: number;
                                            tov: number;
                                        };
                                        perGame: {
                                            reb: number;
                                            tov: number;
                                        };
                                    };
                                    /** @description Points in the paint and fast-break points over the games whose reports recorded them */
                                    recorded: {
                                        paintPoints: {
                                            total: number;
                                            /** @description How many games recorded the figure */
                                            games: number;
                                            /** @description Per game of those games; null when no game recorded it ("not recorded") */
                                            perGame: number | null;
                                        };
                                        fastBreakPoints: {
                                            total: number;
                                            /** @description How many games recorded the figure */
                                            games: number;
                                            /** @description Per game of those games; null when no game recorded it ("not recorded") */
                                            perGame: number | null;
                                        };
                                    };
                                };
                                players: {
                                    playerId: string;
                                    games: number;
                                    totals: {
                                        pts: number;
                                        fgm: number;
                                        fga: number;
                                        fg3m: number;
                                        fg3a: number;
                                        ftm: number;
                                        fta: number;
                                        oreb: number;
                                        dreb: number;
                                        reb: number;
                                        ast: number;
                                        stl: number;
                                        blk: number;
                                        tov: number;
                                        pf: number;
                                    };
                                    seconds: number | null;
                                    plusMinus: number | null;
                                    perGame: {
                                        pts: number;
                                        fgm: number;
                                        fga: number;
                                        fg3m: number;
                                        fg3a: number;
                                        ftm: number;
                                        fta: number;
                                        oreb: number;
                                        dreb: number;
                                        reb: number;
                                        ast: number;
                                        stl: number;
                                        blk: number;
                                        tov: number;
                                        pf: number;
                                    };
                                    perMinutes: {
                                        pts: number;
                                        fgm: number;
                                        fga: number;
                                        fg3m: number;
                                        fg3a: number;
                                        ftm: number;
                                        fta: number;
                                        oreb: number;
                                        dreb: number;
                                        reb: number;
                                        ast: number;
                                        stl: number;
                                        blk: number;
                                        tov: number;
                                        pf: number;
                                    } | null;
                                    rates: {
                                        fgPct: number | null;
                                        fg3Pct: number | null;
                                        ftPct: number | null;
                                        efgPct: number | null;
                                        tsPct: number | null;
                                        possessions: number;
                                    };
                                    sheet: {
                                        fg2m: number;
                                        fg2a: number;
                                        eff: number;
                                        fd: number | null;
                                        blka: number | null;
                                        /** @description How many games carried FD and BLKA (null when none did) */
                                        sheetGames: number;
                                        /** @description Of those, how many recorded FD: not a game whose fouls name nobody who drew them (FD null when none did) */
                                        fdGames: number;
                                        perGame: {
                                            fg2m: number;
                                            fg2a: number;
                                            eff: number;
                                            fd: number | null;
                                            blka: number | null;
                                        };
                                    };
                                    log: {
                                        gameId: string;
                                        line: {
                                            pts: number;
                                            fgm: number;
                                            fga: number;
                                            fg3m: number;
                                            fg3a: number;
                                            ftm: number;
                                            fta: number;
                                            oreb: number;
                                            dreb: number;
                                            reb: number;
                                            ast: number;
                                            stl: number;
                                            blk: number;
                                            tov: number;
                                            pf: number;
                                            fg2m?: number;
                                            fg2a?: number;
                                            fd?: number;
                                            blka?: number;
                                            eff?: number;
                                            playerId: string;
                                            technicals: number;
                                            plusMinus: number | null;
                                            seconds: number | null;
                                            starter?: boolean;
                                            dnp?: boolean;
                                        };
                                    }[];
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/{id}/season.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The season as CSV: a row per player (totals, per game, shooting), team and opponents rows, results */
        get: {
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
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/{id}/season.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The season as PDF: record, results, team and opponent averages, player table, points per game */
        get: {
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
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/{id}/share-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The owner's read-only links to a team's season, newest first */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            links: {
                                /** Format: uuid */
                                id: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                expiresAt: string | null;
                                expired: boolean;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a read-only link to a team's season; its address is shown this once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        expiresInDays: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            link: {
                                /** Format: uuid */
                                id: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                expiresAt: string | null;
                                expired: boolean;
                            };
                            url: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/{id}/share-links/{linkId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a link to a season: it answers 404 at once */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    linkId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competitions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My league's competitions, and those my club claimed a team in */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            competitions: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                seasonLabel: string;
                                slug: string;
                                /** @enum {string} */
                                visibility: "public" | "unlisted" | "private";
                                timeZone: string;
                                points: {
                                    win: number;
                                    loss: number;
                                    forfeitLoss: number;
                                };
                                /** @enum {string} */
                                tieBreak: "fiba" | "percentage";
                                publishBoxScores: boolean;
                                qualificationPercent: number;
                                /**
                                 * @description league: the viewer runs it; club: the viewer claimed some of its teams
                                 * @enum {string}
                                 */
                                access: "league" | "club";
                                claimedTeamIds: string[];
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Start a competition (league and club organizations) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        seasonLabel: string;
                        slug: string;
                        /**
                         * @default private
                         * @enum {string}
                         */
                        visibility?: "public" | "unlisted" | "private";
                        /** @default Australia/Melbourne */
                        timeZone?: string;
                        /**
                         * @default {
                         *       "win": 2,
                         *       "loss": 1,
                         *       "forfeitLoss": 0
                         *     }
                         */
                        points?: {
                            win: number;
                            loss: number;
                            forfeitLoss: number;
                        };
                        /**
                         * @default fiba
                         * @enum {string}
                         */
                        tieBreak?: "fiba" | "percentage";
                        /** @default true */
                        publishBoxScores?: boolean;
                        /** @default 70 */
                        qualificationPercent?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            seasonLabel: string;
                            slug: string;
                            /** @enum {string} */
                            visibility: "public" | "unlisted" | "private";
                            timeZone: string;
                            points: {
                                win: number;
                                loss: number;
                                forfeitLoss: number;
                            };
                            /** @enum {string} */
                            tieBreak: "fiba" | "percentage";
                            publishBoxScores: boolean;
                            qualificationPercent: number;
                            /**
                             * @description league: the viewer runs it; club: the viewer claimed some of its teams
                             * @enum {string}
                             */
                            access: "league" | "club";
                            claimedTeamIds: string[];
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competitions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A competition, its teams and rosters */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            seasonLabel: string;
                            slug: string;
                            /** @enum {string} */
                            visibility: "public" | "unlisted" | "private";
                            timeZone: string;
                            points: {
                                win: number;
                                loss: number;
                                forfeitLoss: number;
                            };
                            /** @enum {string} */
                            tieBreak: "fiba" | "percentage";
                            publishBoxScores: boolean;
                            qualificationPercent: number;
                            /**
                             * @description league: the viewer runs it; club: the viewer claimed some of its teams
                             * @enum {string}
                             */
                            access: "league" | "club";
                            claimedTeamIds: string[];
                            /** Format: date-time */
                            createdAt: string;
                            teams: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                shortName: string;
                                color: string;
                                secondaryColor: string | null;
                                /** @description The claiming club's team, once claimed */
                                claimedBy: string | null;
                                players: {
                                    /** Format: uuid */
                                    id: string;
                                    number: string;
                                    name: string;
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        /** Change a competition's name, address, visibility or rules */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        seasonLabel: string;
                        slug: string;
                        /**
                         * @default private
                         * @enum {string}
                         */
                        visibility?: "public" | "unlisted" | "private";
                        /** @default Australia/Melbourne */
                        timeZone?: string;
                        /**
                         * @default {
                         *       "win": 2,
                         *       "loss": 1,
                         *       "forfeitLoss": 0
                         *     }
                         */
                        points?: {
                            win: number;
                            loss: number;
                            forfeitLoss: number;
                        };
                        /**
                         * @default fiba
                         * @enum {string}
                         */
                        tieBreak?: "fiba" | "percentage";
                        /** @default true */
                        publishBoxScores?: boolean;
                        /** @default 70 */
                        qualificationPercent?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            seasonLabel: string;
                            slug: string;
                            /** @enum {string} */
                            visibility: "public" | "unlisted" | "private";
                            timeZone: string;
                            points: {
                                win: number;
                                loss: number;
                                forfeitLoss: number;
                            };
                            /** @enum {string} */
                            tieBreak: "fiba" | "percentage";
                            publishBoxScores: boolean;
                            qualificationPercent: number;
                            /**
                             * @description league: the viewer runs it; club: the viewer claimed some of its teams
                             * @enum {string}
                             */
                            access: "league" | "club";
                            claimedTeamIds: string[];
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competitions/{id}/copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start next season from this one: its rules, teams and rosters, no fixtures */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        seasonLabel: string;
                        slug: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            seasonLabel: string;
                            slug: string;
                            /** @enum {string} */
                            visibility: "public" | "unlisted" | "private";
                            timeZone: string;
                            points: {
                                win: number;
                                loss: number;
                                forfeitLoss: number;
                            };
                            /** @enum {string} */
                            tieBreak: "fiba" | "percentage";
                            publishBoxScores: boolean;
                            qualificationPercent: number;
                            /**
                             * @description league: the viewer runs it; club: the viewer claimed some of its teams
                             * @enum {string}
                             */
                            access: "league" | "club";
                            claimedTeamIds: string[];
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competitions/{id}/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a team */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        shortName: string;
                        color: string;
                        secondaryColor?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competitions/{id}/teams/{teamId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a team's name or colours */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    teamId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        shortName: string;
                        color: string;
                        secondaryColor?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competitions/{id}/teams/{teamId}/players": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a player to a team's roster */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    teamId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        number: string;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competitions/{id}/teams/{teamId}/claim-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A one-time code for the club whose team this is (shown once; a new one replaces the last) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    teamId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competition-claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A club claims a league's team for one of its own teams, with the league's code */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        /** Format: uuid */
                        teamId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            competitionId: string;
                            /** Format: uuid */
                            competitionTeamId: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competitions/{id}/fixtures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The fixtures by date (a club: its claimed teams' only) */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            fixtures: {
                                /** Format: uuid */
                                id: string;
                                round: number;
                                /** @enum {string} */
                                stage: "regular" | "quarter-final" | "semi-final" | "grand final";
                                date: string;
                                time: string;
                                venue: string | null;
                                /** Format: uuid */
                                homeTeamId: string;
                                /** Format: uuid */
                                awayTeamId: string;
                                /** @enum {string} */
                                status: "scheduled" | "played" | "forfeit" | "postponed" | "cancelled";
                                homeScore: number | null;
                                awayScore: number | null;
                                /** Format: uuid */
                                forfeitedBy: string | null;
                                /** @enum {string|null} */
                                resultSource: "league" | "game" | null;
                                /** Format: uuid */
                                gameId: string | null;
                                gameScore: {
                                    home: number;
                                    away: number;
                                } | null;
                                /** @description The league's result and the delivered game's score differ */
                                disagreement: boolean;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add a fixture */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        round: number;
                        date: string;
                        time: string;
                        venue?: string;
                        /** Format: uuid */
                        homeTeamId: string;
                        /** Format: uuid */
                        awayTeamId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            round: number;
                            /** @enum {string} */
                            stage: "regular" | "quarter-final" | "semi-final" | "grand final";
                            date: string;
                            time: string;
                            venue: string | null;
                            /** Format: uuid */
                            homeTeamId: string;
                            /** Format: uuid */
                            awayTeamId: string;
                            /** @enum {string} */
                            status: "scheduled" | "played" | "forfeit" | "postponed" | "cancelled";
                            homeScore: number | null;
                            awayScore: number | null;
                            /** Format: uuid */
                            forfeitedBy: string | null;
                            /** @enum {string|null} */
                            resultSource: "league" | "game" | null;
                            /** Format: uuid */
                            gameId: string | null;
                            gameScore: {
                                home: number;
                                away: number;
                            } | null;
                            /** @description The league's result and the delivered game's score differ */
                            disagreement: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competitions/{id}/fixtures/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import fixtures from a CSV (round, date, time, venue, home, away): every line or none, each bad line named */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        csv: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            imported: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competitions/{id}/fixtures/{fixtureId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Reschedule, postpone or cancel a fixture */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    fixtureId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        date?: string;
                        time?: string;
                        venue?: string;
                        /** @enum {string} */
                        status?: "scheduled" | "postponed" | "cancelled";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            round: number;
                            /** @enum {string} */
                            stage: "regular" | "quarter-final" | "semi-final" | "grand final";
                            date: string;
                            time: string;
                            venue: string | null;
                            /** Format: uuid */
                            homeTeamId: string;
                            /** Format: uuid */
                            awayTeamId: string;
                            /** @enum {string} */
                            status: "scheduled" | "played" | "forfeit" | "postponed" | "cancelled";
                            homeScore: number | null;
                            awayScore: number | null;
                            /** Format: uuid */
                            forfeitedBy: string | null;
                            /** @enum {string|null} */
                            resultSource: "league" | "game" | null;
                            /** Format: uuid */
                            gameId: string | null;
                            gameScore: {
                                home: number;
                                away: number;
                            } | null;
                            /** @description The league's result and the delivered game's score differ */
                            disagreement: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/competitions/{id}/fixtures/{fixtureId}/result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Enter or correct a result: a score, or a forfeit (audited) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    fixtureId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        homeScore: number;
                        awayScore: number;
                    } | {
                        /** @enum {string} */
                        forfeitedBy: "home" | "away";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            round: number;
                            /** @enum {string} */
                            stage: "regular" | "quarter-final" | "semi-final" | "grand final";
                            date: string;
                            time: string;
                            venue: string | null;
                            /** Format: uuid */
                            homeTeamId: string;
                            /** Format: uuid */
                            awayTeamId: string;
                            /** @enum {string} */
                            status: "scheduled" | "played" | "forfeit" | "postponed" | "cancelled";
                            homeScore: number | null;
                            awayScore: number | null;
                            /** Format: uuid */
                            forfeitedBy: string | null;
                            /** @enum {string|null} */
                            resultSource: "league" | "game" | null;
                            /** Format: uuid */
                            gameId: string | null;
                            gameScore: {
                                home: number;
                                away: number;
                            } | null;
                            /** @description The league's result and the delivered game's score differ */
                            disagreement: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competitions/{id}/fixtures/{fixtureId}/game": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Name the game of my organization that is this fixture (its delivered box brings the result) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    fixtureId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        gameId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            round: number;
                            /** @enum {string} */
                            stage: "regular" | "quarter-final" | "semi-final" | "grand final";
                            date: string;
                            time: string;
                            venue: string | null;
                            /** Format: uuid */
                            homeTeamId: string;
                            /** Format: uuid */
                            awayTeamId: string;
                            /** @enum {string} */
                            status: "scheduled" | "played" | "forfeit" | "postponed" | "cancelled";
                            homeScore: number | null;
                            awayScore: number | null;
                            /** Format: uuid */
                            forfeitedBy: string | null;
                            /** @enum {string|null} */
                            resultSource: "league" | "game" | null;
                            /** Format: uuid */
                            gameId: string | null;
                            gameScore: {
                                home: number;
                                away: number;
                            } | null;
                            /** @description The league's result and the delivered game's score differ */
                            disagreement: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        /** Take a wrongly named game off a fixture, with its box and the result it brought (the league's result stays) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    fixtureId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            round: number;
                            /** @enum {string} */
                            stage: "regular" | "quarter-final" | "semi-final" | "grand final";
                            date: string;
                            time: string;
                            venue: string | null;
                            /** Format: uuid */
                            homeTeamId: string;
                            /** Format: uuid */
                            awayTeamId: string;
                            /** @enum {string} */
                            status: "scheduled" | "played" | "forfeit" | "postponed" | "cancelled";
                            homeScore: number | null;
                            awayScore: number | null;
                            /** Format: uuid */
                            forfeitedBy: string | null;
                            /** @enum {string|null} */
                            resultSource: "league" | "game" | null;
                            /** Format: uuid */
                            gameId: string | null;
                            gameScore: {
                                home: number;
                                away: number;
                            } | null;
                            /** @description The league's result and the delivered game's score differ */
                            disagreement: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competitions/{id}/finals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Draw the finals from the final ladder's top four or eight */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        size: 4 | 8;
                        date: string;
                        time: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            fixtures: {
                                /** Format: uuid */
                                id: string;
                                round: number;
                                /** @enum {string} */
                                stage: "regular" | "quarter-final" | "semi-final" | "grand final";
                                date: string;
                                time: string;
                                venue: string | null;
                                /** Format: uuid */
                                homeTeamId: string;
                                /** Format: uuid */
                                awayTeamId: string;
                                /** @enum {string} */
                                status: "scheduled" | "played" | "forfeit" | "postponed" | "cancelled";
                                homeScore: number | null;
                                awayScore: number | null;
                                /** Format: uuid */
                                forfeitedBy: string | null;
                                /** @enum {string|null} */
                                resultSource: "league" | "game" | null;
                                /** Format: uuid */
                                gameId: string | null;
                                gameScore: {
                                    home: number;
                                    away: number;
                                } | null;
                                /** @description The league's result and the delivered game's score differ */
                                disagreement: boolean;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competitions/{id}/standings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The ladder, with every tie and what broke it */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            rows: {
                                teamId: string;
                                place: number;
                                shared: boolean;
                                played: number;
                                won: number;
                                lost: number;
                                forfeits: number;
                                pointsFor: number;
                                pointsAgainst: number;
                                difference: number;
                                percentage: number | null;
                                classificationPoints: number;
                                streak: string | null;
                                lastFive: ("W" | "L")[];
                                home: {
                                    won: number;
                                    lost: number;
                                };
                                away: {
                                    won: number;
                                    lost: number;
                                };
                                fixtureIds: string[];
                            }[];
                            ties: {
                                teams: string[];
                                restart: boolean;
                                criterion: string | null;
                                values: {
                                    [key: string]: number;
                                };
                                between: {
                                    [key: string]: {
                                        won: number;
                                        lost: number;
                                    };
                                };
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competitions/{id}/leaders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The leaders among qualified players */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            boards: {
                                /**
                                 * @description pts: PTS, reb: REB, ast: AST, stl: STL, blk: BLK, fg3m: 3PM, eff: EFF, fgPct: FG%, fg3Pct: 3P%, ftPct: FT%
                                 * @enum {string}
                                 */
                                category: "pts" | "reb" | "ast" | "stl" | "blk" | "fg3m" | "eff" | "fgPct" | "fg3Pct" | "ftPct";
                                leaders: {
                                    playerId: string;
                                    teamId: string;
                                    rank: number;
                                    games: number;
                                    value: number;
                                    total: number;
                                    attempts?: number;
                                    fixtureIds: string[];
                                }[];
                                minimumGames: {
                                    [key: string]: number;
                                };
                                minimumMakes?: {
                                    [key: string]: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/games/{id}/reels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A game's reels, newest first, how many more can be made today, and when its footage is deleted */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            reels: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                gameId: string;
                                title: string;
                                /** @enum {string} */
                                status: "queued" | "cutting" | "ready" | "failed";
                                progress: number;
                                error: string | null;
                                clips: number;
                                durationMs: number;
                                bytes: number | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                completedAt: string | null;
                                /** Format: date-time */
                                deletedAt: string | null;
                                videoUrl: string | null;
                            }[];
                            reelsLeftToday: number;
                            /** Format: date-time */
                            footageDeletesAt: string | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Queue a reel: the windows of a delivered game's plays cut into one MP4 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        playIds: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            reel: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                gameId: string;
                                title: string;
                                /** @enum {string} */
                                status: "queued" | "cutting" | "ready" | "failed";
                                progress: number;
                                error: string | null;
                                clips: number;
                                durationMs: number;
                                bytes: number | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                completedAt: string | null;
                                /** Format: date-time */
                                deletedAt: string | null;
                                videoUrl: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reels/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One reel, with its progress */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            reel: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                gameId: string;
                                title: string;
                                /** @enum {string} */
                                status: "queued" | "cutting" | "ready" | "failed";
                                progress: number;
                                error: string | null;
                                clips: number;
                                durationMs: number;
                                bytes: number | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                completedAt: string | null;
                                /** Format: date-time */
                                deletedAt: string | null;
                                videoUrl: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reels/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queue a failed reel again */
        post: {
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
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            reel: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                gameId: string;
                                title: string;
                                /** @enum {string} */
                                status: "queued" | "cutting" | "ready" | "failed";
                                progress: number;
                                error: string | null;
                                clips: number;
                                durationMs: number;
                                bytes: number | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                completedAt: string | null;
                                /** Format: date-time */
                                deletedAt: string | null;
                                videoUrl: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reels/{id}/video": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A ready reel's MP4, with Range support; ?download=1 sends it as a download */
        get: {
            parameters: {
                query?: {
                    download?: "1";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shared/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A shared game or season, read-only: no footage and nothing of the owner */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            kind: "game";
                            game: {
                                name: string;
                                /** Format: date-time */
                                completedAt: string | null;
                            };
                            report: {
                                engineVersion: number;
                                setup: {
                                    home: {
                                        name: string;
                                        color?: string;
                                        coach?: string;
                                        players: {
                                            id: string;
                                            number: string;
                                            name: string;
                                        }[];
                                        starters?: string[];
                                    };
                                    away: {
                                        name: string;
                                        color?: string;
                                        coach?: string;
                                        players: {
                                            id: string;
                                            number: string;
                                            name: string;
                                        }[];
                                        starters?: string[];
                                    };
                                    periods: number;
                                    periodSeconds: number;
                                    overtimeSeconds: number;
                                    /** @enum {string} */
                                    plusMinusRule?: "foul" | "free-throw";
                                    fastBreaksTracked?: boolean;
                                };
                                header?: {
                                    competition: string | null;
                                    date: string | null;
                                    startTime: string | null;
                                    venue: string | null;
                                    attendance: number | null;
                                    officials: string[];
                                };
                                clockKnown: boolean;
                                boxScore: {
                                    home: {
                                        players: {
                                            pts: number;
                                            fgm: number;
                                            fga: number;
                                            fg3m: number;
                                            fg3a: number;
                                            ftm: number;
                                            fta: number;
                                            oreb: number;
                                            dreb: number;
                                            reb: number;
                                            ast: number;
                                            stl: number;
                                            blk: number;
                                            tov: number;
                                            pf: number;
                                            fg2m?: number;
                                            fg2a?: number;
                                            fd?: number;
                                            blka?: number;
                                            eff?: number;
                                            playerId: string;
                                            technicals: number;
                                            plusMinus: number | null;
                                            seconds: number | null;
                                            starter?: boolean;
                                            dnp?: boolean;
                                        }[];
                                        totals: {
                                            pts: number;
                                            fgm: number;
                                            fga: number;
                                            fg3m: number;
                                            fg3a: number;
                                            ftm: number;
                                            fta: number;
                                            oreb: number;
                                            dreb: number;
                                            reb: number;
                                            ast: number;
                                            stl: number;
                                            blk: number;
                                            tov: number;
                                            pf: number;
                                            fg2m?: number;
                                            fg2a?: number;
                                            fd?: number;
                                            blka?: number;
                                            eff?: number;
                                            teamReb: number;
                                            teamTov: number;
                                            technicals: number;
                                            seconds?: number;
                                        };
                                        periodPoints: number[];
                                        fouls?: number[];
                                        timeouts?: number[];
                                    };
                                    away: {
                                        players: {
                                            pts: number;
                                            fgm: number;
                                            fga: number;
                                            fg3m: number;
                                            fg3a: number;
                                            ftm: number;
                                            fta: number;
                                            oreb: number;
                                            dreb: number;
                                            reb: number;
                                            ast: number;
                                            stl: number;
                                            blk: number;
                                            tov: number;
                                            pf: number;
                                            fg2m?: number;
                                            fg2a?: number;
                                            fd?: number;
                                            blka?: number;
                                            eff?: number;
                                            playerId: string;
                                            technicals: number;
                                            plusMinus: number | null;
                                            seconds: number | null;
                                            starter?: boolean;
                                            dnp?: boolean;
                                        }[];
                                        totals: {
                                            pts: number;
                                            fgm: number;
                                            fga: number;
                                            fg3m: number;
                                            fg3a: number;
                                            ftm: number;
                                            fta: number;
                                            oreb: number;
                                            dreb: number;
                                            reb: number;
                                            ast: number;
                                            stl: number;
                                            blk: number;
                                            tov: number;
                                            pf: number;
                                            fg2m?: number;
                                            fg2a?: number;
                                            fd?: number;
                                            blka?: number;
                                            eff?: number;
                                            teamReb: number;
                                            teamTov: number;
                                            technicals: number;
                                            seconds?: number;
                                        };
                                        periodPoints: number[];
                                        fouls?: number[];
                                        timeouts?: number[];
                                    };
                                };
                                figures: {
                                    home: {
                                        possessions: number;
                                        possessionsEstimate: number;
                                        offensiveRating: number | null;
                                        defensiveRating: number | null;
                                        fgPct: number | null;
                                        fg3Pct: number | null;
                                        ftPct: number | null;
                                        efgPct: number | null;
                                        tsPct: number | null;
                                        assists: number;
                                        turnovers: number;
                                        assistToTurnover: number | null;
                                        offensiveReboundPct: number | null;
                                        defensiveReboundPct: number | null;
                                        pointsOffTurnovers: {
                                            points: number;
                                            plays: string[];
                                        };
                                        secondChancePoints: {
                                            points: number;
                                            plays: string[];
                                        };
                                        paintPoints: {
                                            points: number;
                                            plays: string[];
                                        } | null;
                                        fastBreakPoints: {
                                            points: number;
                                            plays: string[];
                                        } | null;
                                        benchPoints: {
                                            points: number;
                                            plays: string[];
                                        } | null;
                                        biggestLead: {
                                            points: number;
                                            playId: string | null;
                                        };
                                        biggestRun: {
                                            /** @enum {string} */
                                            team: "home" | "away";
                                            points: number;
                                            plays: string[];
                                        } | null;
                                        timeLeadingSeconds: number | null;
                                    };
                                    away: {
                                        possessions: number;
                                        possessionsEstimate: number;
                                        offensiveRating: number | null;
                                        defensiveRating: number | null;
                                        fgPct: number | null;
                                        fg3Pct: number | null;
                                        ftPct: number | null;
                                        efgPct: number | null;
                                        tsPct: number | null;
                                        assists: number;
                                        turnovers: number;
                                        assistToTurnover: number | null;
                                        offensiveReboundPct: number | null;
                                        defensiveReboundPct: number | null;
                                        pointsOffTurnovers: {
                                            points: number;
                                            plays: string[];
                                        };
                                        secondChancePoints: {
                                            points: number;
                                            plays: string[];
                                        };
                                        paintPoints: {
                                            points: number;
                                            plays: string[];
                                        } | null;
                                        fastBreakPoints: {
                                            points: number;
                                            plays: string[];
                                        } | null;
                                        benchPoints: {
                                            points: number;
                                            plays: string[];
                                        } | null;
                                        biggestLead: {
                                            points: number;
                                            playId: string | null;
                                        };
                                        biggestRun: {
                                            /** @enum {string} */
                                            team: "home" | "away";
                                            points: number;
                                            plays: string[];
                                        } | null;
                                        timeLeadingSeconds: number | null;
                                    };
                                    pace: number | null;
                                    leadChanges: number;
                                    timesTied: number;
                                };
                                leaders: {
                                    home: {
                                        pts: {
                                            playerId: string;
                                            value: number;
                                        } | null;
                                        reb: {
                                            playerId: string;
                                            value: number;
                                        } | null;
                                        ast: {
                                            playerId: string;
                                            value: number;
                                        } | null;
                                    };
                                    away: {
                                        pts: {
                                            playerId: string;
                                            value: number;
                                        } | null;
                                        reb: {
                                            playerId: string;
                                            value: number;
                                        } | null;
                                        ast: {
                                            playerId: string;
                                            value: number;
                                        } | null;
                                    };
                                };
                                plays: {
                                    id: string;
                                    seq: number;
                                    period: number;
                                    clock: number | null;
                                    videoMs: number | null;
                                    /** @enum {string|null} */
                                    team: "home" | "away" | null;
                                    type: string;
                                    description: string;
                                    points: number;
                                    homeScore: number;
                                    awayScore: number;
                                    playerIds: string[];
                                    body?: {
                                        /** @enum {string} */
                                        type: "shot";
                                        /** @enum {string} */
                                        team: "home" | "away";
                                        playerId: string;
                                        made: boolean;
                                        points: 2 | 3;
                                        assistId?: string;
                                        blockId?: string;
                                        x?: number;
                                        y?: number;
                                        fastBreak?: boolean;
                                    } | {
                                        /** @enum {string} */
                                        type: "free_throw";
                                        /** @enum {string} */
                                        team: "home" | "away";
                                        playerId: string;
                                        made: boolean;
                                    } | {
                                        /** @enum {string} */
                                        type: "rebound";
                                        /** @enum {string} */
                                        team: "home" | "away";
                                        playerId?: string;
                                        offensive: boolean;
                                    } | {
                                        /** @enum {string} */
                                        type: "turnover";
                                        /** @enum {string} */
                                        team: "home" | "away";
                                        playerId?: string;
                                        stealId?: string;
                                        kind?: string;
                                    } | {
                                        /** @enum {string} */
                                        type: "foul";
                                        /** @enum {string} */
                                        team: "home" | "away";
                                        playerId?: string;
                                        drawnById?: string;
                                        /** @enum {string} */
                                        kind: "personal" | "shooting" | "offensive" | "technical" | "unsportsmanlike" | "disqualifying";
                                        /** @enum {string} */
                                        bench?: "coach" | "team";
                                        fastBreak?: boolean;
                                    } | {
                                        /** @enum {string} */
                                        type: "substitution";
                                        /** @enum {string} */
                                        team: "home" | "away";
                                        inId: string;
                                        outId: string;
                                    } | {
                                        /** @enum {string} */
                                        type: "lineup";
                                        /** @enum {string} */
                                        team: "home" | "away";
                                        playerIds: string[];
                                    } | {
                                        /** @enum {string} */
                                        type: "clock";
                                        running: boolean;
                                    } | {
                                        /** @enum {string} */
                                        type: "timeout";
                                        /** @enum {string} */
                                        team: "home" | "away";
                                    } | {
                                        /** @enum {string} */
                                        type: "period_start";
                                    } | {
                                        /** @enum {string} */
                                        type: "period_end";
                                    };
                                }[];
                                shots: {
                                    playId: string;
                                    /** @enum {string} */
                                    team: "home" | "away";
                                    playerId: string;
                                    period: number;
                                    made: boolean;
                                    points: number;
                                    x: number;
                                    y: number;
                                    /** @enum {string} */
                                    zone: "restricted_area" | "paint" | "mid_range" | "corner_three" | "above_break_three";
                                }[];
                                lineups: {
                                    units: {
                                        /** @enum {string} */
                                        team: "home" | "away";
                                        playerIds: string[];
                                        seconds: number | null;
                                        pointsFor: number;
                                        pointsAgainst: number;
                                        possessions: number;
                                        netRating: number | null;
                                        plusMinus: number;
                                    }[];
                                    onOff: {
                                        /** @enum {string} */
                                        team: "home" | "away";
                                        playerId: string;
                                        on: {
                                            seconds: number | null;
                                            pointsFor: number;
                                            pointsAgainst: number;
                                            possessions: number;
                                            netRating: number | null;
                                        };
                                        off: {
                                            seconds: number | null;
                                            pointsFor: number;
                                            pointsAgainst: number;
                                            possessions: number;
                                            netRating: number | null;
                                        };
                                        netDifference: number | null;
                                    }[];
                                } | null;
                            };
                            reel: {
                                title: string;
                                clips: number;
                                durationMs: number;
                                videoUrl: string;
                            } | null;
                        } | {
                            team: {
                                name: string;
                                shortName: string;
                                color: string;
                                seasonLabel: string | null;
                            };
                            roster: {
                                id: string;
                                number: string;
                                name: string;
                                position: string | null;
                                archived: boolean;
                            }[];
                            season: {
                                games: number;
                                wins: number;
                                losses: number;
                                ties: number;
                                results: {
                                    gameId: string;
                                    playedOn: string | null;
                                    opponent: string;
                                    /** @enum {string} */
                                    side: "home" | "away";
                                    pointsFor: number;
                                    pointsAgainst: number;
                                    /** @enum {string} */
                                    result: "W" | "L" | "T";
                                }[];
                                perMinutesBasis: 36 | 32;
                                team: {
                                    totals: {
                                        pts: number;
                                        fgm: number;
                                        fga: number;
                                        fg3m: number;
                                        fg3a: number;
                                        ftm: number;
                                        fta: number;
                                        oreb: number;
                                        dreb: number;
                                        reb: number;
                                        ast: number;
                                        stl: number;
                                        blk: number;
                                        tov: number;
                                        pf: number;
                                    };
                                    perGame: {
                                        pts: number;
                                        fgm: number;
                                        fga: number;
                                        fg3m: number;
                                        fg3a: number;
                                        ftm: number;
                                        fta: number;
                                        oreb: number;
                                        dreb: number;
                                        reb: number;
                                        ast: number;
                                        stl: number;
                                        blk: number;
                                        tov: number;
                                        pf: number;
                                    };
                                    sheet: {
                                        fg2m: number;
                                        fg2a: number;
                                        eff: number;
                                        fd: number | null;
                                        blka: number | null;
                                        /** @description How many games carried FD and BLKA (null when none did) */
                                        sheetGames: number;
                                        /** @description Of those, how many recorded FD: not a game whose fouls name nobody who drew them (FD null when none did) */
                                        fdGames: number;
                                        perGame: {
                                            fg2m: number;
                                            fg2a: number;
                                            eff: number;
                                            fd: number | null;
                                            blka: number | null;
                                        };
                                    };
                                    /** @description Team rebounds and team turnovers: counted in the totals, in no player line (the box score's "Team" row) */
                                    teamRow: {
                                        totals: {
                                            reb: number;
                                            tov: number;
                                        };
                                        perGame: {
                                            reb: number;
                                            tov: number;
                                        };
                                    };
                                    /** @description Points in the paint and fast-break points over the games whose reports recorded them */
                                    recorded: {
                                        paintPoints: {
                                            total: number;
                                            /** @description How many games recorded the figure */
                                            games: number;
                                            /** @description Per game of those games; null when no game recorded it ("not recorded") */
                                            perGame: number | null;
                                        };
                                        fastBreakPoints: {
                                            total: number;
                                            /** @description How many games recorded the figure */
                                            games: number;
                                            /** @description Per game of those games; null when no game recorded it ("not recorded") */
                                            perGame: number | null;
                                        };
                                    };
                                };
                                opponents: {
                                    totals: {
                                        pts: number;
                                        fgm: number;
                                        fga: number;
                                        fg3m: number;
                                        fg3a: number;
                                        ftm: number;
                                        fta: number;
                                        oreb: number;
                                        dreb: number;
                                        reb: number;
                                        ast: number;
                                        stl: number;
                                        blk: number;
                                        tov: number;
                                        pf: number;
                                    };
                                    perGame: {
                                        pts: number;
                                        fgm: number;
                                        fga: number;
                                        fg3m: number;
                                        fg3a: number;
                                        ftm: number;
                                        fta: number;
                                        oreb: number;
                                        dreb: number;
                                        reb: number;
                                        ast: number;
                                        stl: number;
                                        blk: number;
                                        tov: number;
                                        pf: number;
                                    };
                                    sheet: {
                                        fg2m: number;
                                        fg2a: number;
                                        eff: number;
                                        fd: number | null;
                                        blka: number | null;
                                        /** @description How many games carried FD and BLKA (null when none did) */
                                        sheetGames: number;
                                        /** @description Of those, how many recorded FD: not a game whose fouls name nobody who drew them (FD null when none did) */
                                        fdGames: number;
                                        perGame: {
                                            fg2m: number;
                                            fg2a: number;
                                            eff: number;
                                            fd: number | null;
                                            blka: number | null;
                                        };
                                    };
                                    /** @description Team rebounds and team turnovers: counted in the totals, in no player line (the box score's "Team" row) */
                                    teamRow: {
                                        totals: {
                                            reb: number;
                                            tov: number;
                                        };
                                        perGame: {
                                            reb: number;
                                            tov: number;
                                        };
                                    };
                                    /** @description Points in the paint and fast-break points over the games whose reports recorded them */
                                    recorded: {
                                        paintPoints: {
                                            total: number;
                                            /** @description How many games recorded the figure */
                                            games: number;
                                            /** @description Per game of those games; null when no game recorded it ("not recorded") */
                                            perGame: number | null;
                                        };
                                        fastBreakPoints: {
                                            total: number;
                                            /** @description How many games recorded the figure */
                                            games: number;
                                            /** @description Per game of those games; null when no game recorded it ("not recorded") */
                                            perGame: number | null;
                                        };
                                    };
                                };
                                players: {
                                    playerId: string;
                                    games: number;
                                    totals: {
                                        pts: number;
                                        fgm: number;
                                        fga: number;
                                        fg3m: number;
                                        fg3a: number;
                                        ftm: number;
                                        fta: number;
                                        oreb: number;
                                        dreb: number;
                                        reb: number;
                                        ast: number;
                                        stl: number;
                                        blk: number;
                                        tov: number;
                                        pf: number;
                                    };
                                    seconds: number | null;
                                    plusMinus: number | null;
                                    perGame: {
                                        pts: number;
                                        fgm: number;
                                        fga: number;
                                        fg3m: number;
                                        fg3a: number;
                                        ftm: number;
                                        fta: number;
                                        oreb: number;
                                        dreb: number;
                                        reb: number;
                                        ast: number;
                                        stl: number;
                                        blk: number;
                                        tov: number;
                                        pf: number;
                                    };
                                    perMinutes: {
                                        pts: number;
                                        fgm: number;
                                        fga: number;
                                        fg3m: number;
                                        fg3a: number;
                                        ftm: number;
                                        fta: number;
                                        oreb: number;
                                        dreb: number;
                                        reb: number;
                                        ast: number;
                                        stl: number;
                                        blk: number;
                                        tov: number;
                                        pf: number;
                                    } | null;
                                    rates: {
                                        fgPct: number | null;
                                        fg3Pct: number | null;
                                        ftPct: number | null;
                                        efgPct: number | null;
                                        tsPct: number | null;
                                        possessions: number;
                                    };
                                    sheet: {
                                        fg2m: number;
                                        fg2a: number;
                                        eff: number;
                                        fd: number | null;
                                        blka: number | null;
                                        /** @description How many games carried FD and BLKA (null when none did) */
                                        sheetGames: number;
                                        /** @description Of those, how many recorded FD: not a game whose fouls name nobody who drew them (FD null when none did) */
                                        fdGames: number;
                                        perGame: {
                                            fg2m: number;
                                            fg2a: number;
                                            eff: number;
                                            fd: number | null;
                                            blka: number | null;
                                        };
                                    };
                                    log: {
                                        gameId: string;
                                        line: {
                                            pts: number;
                                            fgm: number;
                                            fga: number;
                                            fg3m: number;
                                            fg3a: number;
                                            ftm: number;
                                            fta: number;
                                            oreb: number;
                                            dreb: number;
                                            reb: number;
                                            ast: number;
                                            stl: number;
                                            blk: number;
                                            tov: number;
                                            pf: number;
                                            fg2m?: number;
                                            fg2a?: number;
                                            fd?: number;
                                            blka?: number;
                                            eff?: number;
                                            playerId: string;
                                            technicals: number;
                                            plusMinus: number | null;
                                            seconds: number | null;
                                            starter?: boolean;
                                            dnp?: boolean;
                                        };
                                    }[];
                                }[];
                            };
                            /** @enum {string} */
                            kind: "season";
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shared/{token}/reel.mp4": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The reel a share link shares, with Range support; any other link answers 404 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shared/{token}/report.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The PDF report: box scores, line score, team comparison, shot chart and game flow, of a shared game */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shared/{token}/boxscore.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The box score as CSV: a row per player and a totals row per team (UTF-8 with BOM), of a shared game */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shared/{token}/plays.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The play-by-play as CSV: period, clock, running score and the footage time of each play, of a shared game */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shared/{token}/season.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The season as CSV: a row per player (totals, per game, shooting), team and opponents rows, results, of a shared season */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shared/{token}/season.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The season as PDF: record, results, team and opponent averages, player table, points per game, of a shared season */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/games/{id}/guarantee-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask, within 7 days of delivery, for a game to be reprocessed or its credit refunded */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "reprocess" | "refund";
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "reprocess" | "refund";
                            reason: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "declined";
                            decisionNote: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            decidedAt: string | null;
                            /** @description The game's credit: held by the game, returned to the balance, or withheld because its payment was refunded */
                            credit: ({
                                /** @enum {string} */
                                state: "spent";
                            } | {
                                /** @enum {string} */
                                state: "returned";
                            } | {
                                /** @enum {string} */
                                state: "withheld";
                                /** @enum {string} */
                                because: "purchase_refunded" | "purchase_disputed";
                            }) | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/guarantee-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Guarantee requests by status (pending by default: oldest first; the others newest first) */
        get: {
            parameters: {
                query?: {
                    status?: "pending" | "approved" | "declined" | "all";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            requests: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                kind: "reprocess" | "refund";
                                reason: string;
                                /** @enum {string} */
                                status: "pending" | "approved" | "declined";
                                /** Format: date-time */
                                createdAt: string;
                                game: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** Format: date-time */
                                    completedAt: string | null;
                                    /** Format: date-time */
                                    guaranteeEndsAt: string | null;
                                };
                                customer: {
                                    name: string;
                                    email: string;
                                };
                                decision: {
                                    note: string | null;
                                    /** Format: date-time */
                                    decidedAt: string | null;
                                    decidedBy: string | null;
                                } | null;
                                credit: {
                                    purchase: {
                                        /** Format: uuid */
                                        id: string;
                                        /** @enum {string} */
                                        status: "pending" | "completed" | "failed" | "cancelled" | "refunded" | "disputed";
                                        games: number;
                                        refundedGames: number;
                                    } | null;
                                    /**
                                     * @description Pending: what approving would do; approved: what it did. returned; purchase_refunded or purchase_disputed (withheld, and why); none (no credit to return)
                                     * @enum {string}
                                     */
                                    outcome: "returned" | "withheld" | "none" | "purchase_refunded" | "purchase_disputed";
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/guarantee-requests/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve (a refund returns the credit; reprocessing sends the game back to analysis) or decline (with a note) a pending request */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        decision: "approve" | "decline";
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "reprocess" | "refund";
                            reason: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "declined";
                            /** Format: date-time */
                            createdAt: string;
                            game: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** Format: date-time */
                                completedAt: string | null;
                                /** Format: date-time */
                                guaranteeEndsAt: string | null;
                            };
                            customer: {
                                name: string;
                                email: string;
                            };
                            decision: {
                                note: string | null;
                                /** Format: date-time */
                                decidedAt: string | null;
                                decidedBy: string | null;
                            } | null;
                            credit: {
                                purchase: {
                                    /** Format: uuid */
                                    id: string;
                                    /** @enum {string} */
                                    status: "pending" | "completed" | "failed" | "cancelled" | "refunded" | "disputed";
                                    games: number;
                                    refundedGames: number;
                                } | null;
                                /**
                                 * @description Pending: what approving would do; approved: what it did. returned; purchase_refunded or purchase_disputed (withheld, and why); none (no credit to return)
                                 * @enum {string}
                                 */
                                outcome: "returned" | "withheld" | "none" | "purchase_refunded" | "purchase_disputed";
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/games/{id}/plays/{playId}/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a mistake on a play of a delivered game, within its 7-day guarantee */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    playId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "player" | "play_type" | "made_missed" | "other";
                        note: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            report: {
                                /** Format: uuid */
                                id: string;
                                playId: string;
                                /** @enum {string} */
                                kind: "player" | "play_type" | "made_missed" | "other";
                                note: string;
                                /** @enum {string} */
                                status: "open" | "accepted" | "declined";
                                decisionNote: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                decidedAt: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/games/{id}/play-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The viewer's reports of mistakes on the game's plays, newest first, with their answers */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            reports: {
                                /** Format: uuid */
                                id: string;
                                playId: string;
                                /** @enum {string} */
                                kind: "player" | "play_type" | "made_missed" | "other";
                                note: string;
                                /** @enum {string} */
                                status: "open" | "accepted" | "declined";
                                decisionNote: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                decidedAt: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/play-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reports of mistakes on plays by status (open by default: oldest first; the others newest first) */
        get: {
            parameters: {
                query?: {
                    status?: "open" | "accepted" | "declined" | "all";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            reports: {
                                /** Format: uuid */
                                id: string;
                                playId: string;
                                /** @enum {string} */
                                kind: "player" | "play_type" | "made_missed" | "other";
                                note: string;
                                /** @enum {string} */
                                status: "open" | "accepted" | "declined";
                                decisionNote: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                decidedAt: string | null;
                                play: {
                                    id: string;
                                    period: number;
                                    clock: number | null;
                                    videoMs: number | null;
                                    description: string;
                                    line: string;
                                } | null;
                                game: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    status: "uploading" | "queued" | "preparing" | "ready" | "in_analysis" | "in_review" | "completed" | "failed" | "cancelled";
                                };
                                customer: {
                                    name: string;
                                    email: string;
                                };
                                videoUrl: string | null;
                                decidedBy: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/play-reports/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept an open report (or, with allOfGame, every open report of its game): the game goes back to its analyst with the plays marked */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        note?: string;
                        allOfGame?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            report: {
                                /** Format: uuid */
                                id: string;
                                playId: string;
                                /** @enum {string} */
                                kind: "player" | "play_type" | "made_missed" | "other";
                                note: string;
                                /** @enum {string} */
                                status: "open" | "accepted" | "declined";
                                decisionNote: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                decidedAt: string | null;
                                play: {
                                    id: string;
                                    period: number;
                                    clock: number | null;
                                    videoMs: number | null;
                                    description: string;
                                    line: string;
                                } | null;
                                game: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    status: "uploading" | "queued" | "preparing" | "ready" | "in_analysis" | "in_review" | "completed" | "failed" | "cancelled";
                                };
                                customer: {
                                    name: string;
                                    email: string;
                                };
                                videoUrl: string | null;
                                decidedBy: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/play-reports/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline an open report with a note the customer is e-mailed and sees on the game page */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        note: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            report: {
                                /** Format: uuid */
                                id: string;
                                playId: string;
                                /** @enum {string} */
                                kind: "player" | "play_type" | "made_missed" | "other";
                                note: string;
                                /** @enum {string} */
                                status: "open" | "accepted" | "declined";
                                decisionNote: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                decidedAt: string | null;
                                play: {
                                    id: string;
                                    period: number;
                                    clock: number | null;
                                    videoMs: number | null;
                                    description: string;
                                    line: string;
                                } | null;
                                game: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    status: "uploading" | "queued" | "preparing" | "ready" | "in_analysis" | "in_review" | "completed" | "failed" | "cancelled";
                                };
                                customer: {
                                    name: string;
                                    email: string;
                                };
                                videoUrl: string | null;
                                decidedBy: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users whose e-mail or name contains `q`, newest first, 50 a page */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    role?: "customer" | "analyst" | "admin";
                    /** @description Live accounts (the default), deleted ones, or all */
                    accounts?: "active" | "deleted" | "all";
                    /** @description `nextCursor` of the previous page */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            users: {
                                id: string;
                                name: string;
                                email: string;
                                /** @enum {string} */
                                role: "customer" | "analyst" | "admin";
                                /** @description Null for a deleted account */
                                gamesRemaining: number | null;
                                twoFactorEnabled: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                deletedAt: string | null;
                                /** @description Sessions that have not expired */
                                activeSessions: number;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's account: balance, recent ledger, games, purchases and active sessions */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: {
                                id: string;
                                name: string;
                                email: string;
                                /** @enum {string} */
                                role: "customer" | "analyst" | "admin";
                                /** @description Null for a deleted account */
                                gamesRemaining: number | null;
                                twoFactorEnabled: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                deletedAt: string | null;
                                /** @description Sessions that have not expired */
                                activeSessions: number;
                                organization: string | null;
                            };
                            balance: number;
                            gameCount: number;
                            purchaseCount: number;
                            /** @description The latest 50 changes of the balance, newest first */
                            ledger: {
                                /** Format: uuid */
                                id: string;
                                delta: number;
                                reason: string;
                                note: string | null;
                                actor: {
                                    id: string;
                                    name: string | null;
                                    email: string | null;
                                } | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            sessions: {
                                id: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                expiresAt: string;
                                ipAddress: string | null;
                                userAgent: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a user's role (not one's own: 409) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        role: "customer" | "analyst" | "admin";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            role: "customer" | "analyst" | "admin";
                            /** @description Null for a deleted account */
                            gamesRemaining: number | null;
                            twoFactorEnabled: boolean;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            deletedAt: string | null;
                            /** @description Sessions that have not expired */
                            activeSessions: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add or take games, with a reason (409 when the balance would go below zero) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Games added (positive) or taken (negative) */
                        delta: number;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            balance: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/sessions/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign the user out everywhere */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            revoked: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/two-factor/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn two-factor authentication off for a user who lost their authenticator */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            role: "customer" | "analyst" | "admin";
                            /** @description Null for a deleted account */
                            gamesRemaining: number | null;
                            twoFactorEnabled: boolean;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            deletedAt: string | null;
                            /** @description Sessions that have not expired */
                            activeSessions: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit log, newest first, 50 a page, with the actions and target types it filters by */
        get: {
            parameters: {
                query?: {
                    actorId?: string;
                    actorEmail?: string;
                    action?: "user.role_changed" | "user.credits_adjusted" | "user.sessions_revoked" | "user.two_factor_reset" | "game.reassigned" | "game.cancelled" | "game.reopened" | "purchase.refunded" | "contact.replied" | "contact.status_changed" | "guarantee.requested" | "guarantee.approved" | "guarantee.declined" | "play_report.accepted" | "play_report.declined" | "analysis.claimed" | "analysis.released" | "analysis.assigned" | "analysis.setup_saved" | "analysis.play_added" | "analysis.play_changed" | "analysis.play_deleted" | "analysis.submitted" | "analysis.sent_back" | "analysis.approved" | "account.exported" | "account.email_changed" | "account.deleted" | "footage.deleted" | "organization.created" | "organization.deleted" | "organization.renamed" | "member.invited" | "member.invitation_resent" | "member.invitation_revoked" | "member.joined" | "member.role_changed" | "member.teams_changed" | "member.removed" | "member.left" | "competition.created" | "competition.changed" | "competition.team_claimed" | "fixture.imported" | "fixture.changed" | "fixture.result_entered" | "fixture.result_from_game";
                    targetType?: "user" | "game" | "purchase" | "contact_message" | "guarantee_request" | "play_report" | "organization" | "competition" | "fixture";
                    targetId?: string;
                    from?: string;
                    to?: string;
                    /** @description `nextCursor` of the previous page */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            entries: {
                                /** Format: uuid */
                                id: string;
                                /** @description Who acted (their role then; name and e-mail now, null for a deleted row); null for the system */
                                actor: {
                                    id: string;
                                    role: string | null;
                                    name: string | null;
                                    email: string | null;
                                } | null;
                                action: string;
                                targetType: string;
                                targetId: string;
                                details: {
                                    [key: string]: unknown;
                                };
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            nextCursor: string | null;
                            actions: ("user.role_changed" | "user.credits_adjusted" | "user.sessions_revoked" | "user.two_factor_reset" | "game.reassigned" | "game.cancelled" | "game.reopened" | "purchase.refunded" | "contact.replied" | "contact.status_changed" | "guarantee.requested" | "guarantee.approved" | "guarantee.declined" | "play_report.accepted" | "play_report.declined" | "analysis.claimed" | "analysis.released" | "analysis.assigned" | "analysis.setup_saved" | "analysis.play_added" | "analysis.play_changed" | "analysis.play_deleted" | "analysis.submitted" | "analysis.sent_back" | "analysis.approved" | "account.exported" | "account.email_changed" | "account.deleted" | "footage.deleted" | "organization.created" | "organization.deleted" | "organization.renamed" | "member.invited" | "member.invitation_resent" | "member.invitation_revoked" | "member.joined" | "member.role_changed" | "member.teams_changed" | "member.removed" | "member.left" | "competition.created" | "competition.changed" | "competition.team_claimed" | "fixture.imported" | "fixture.changed" | "fixture.result_entered" | "fixture.result_from_game")[];
                            targetTypes: ("user" | "game" | "purchase" | "contact_message" | "guarantee_request" | "play_report" | "organization" | "competition" | "fixture")[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analysts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Games tagged per day, tagging time per game-minute and corrections found in review, per analyst */
        get: {
            parameters: {
                query?: {
                    /** @description The window: this many UTC days, ending today */
                    days?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            window: {
                                days: number;
                                /** Format: date-time */
                                from: string;
                                /** Format: date-time */
                                to: string;
                                dates: string[];
                            };
                            analysts: {
                                analystId: string;
                                name: string | null;
                                email: string | null;
                                /** @description Their role now; null for an account that no longer exists */
                                role: string | null;
                                /** @description Games whose first submission by this analyst fell in the window */
                                gamesTagged: number;
                                perDay: number;
                                series: {
                                    /** @description A UTC day, yyyy-mm-dd */
                                    date: string;
                                    games: number;
                                }[];
                                /** @description Minutes of work (claim to first submission) per minute of footage */
                                taggingTime: {
                                    median: number | null;
                                    mean: number | null;
                                    /** @description Games measured */
                                    games: number;
                                    /** @description Games left out: the footage has no known length */
                                    withoutDuration: number;
                                    /** @description Games left out: no claim before the submission */
                                    withoutClaim: number;
                                };
                                /** @description Plays reviewers added, changed or deleted in their tagging, and customers' reports of a mistake on their delivered plays that an admin accepted */
                                corrections: number;
                                sentBack: number;
                                correctionsPerGame: number | null;
                            }[];
                            totals: {
                                gamesTagged: number;
                                series: {
                                    /** @description A UTC day, yyyy-mm-dd */
                                    date: string;
                                    games: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every game, newest first (overdue ones earliest due first), 50 a page */
        get: {
            parameters: {
                query?: {
                    status?: "uploading" | "queued" | "preparing" | "ready" | "in_analysis" | "in_review" | "completed" | "failed" | "cancelled";
                    overdue?: "true" | "false";
                    /** @description Part of the game's name or of the customer's e-mail address */
                    q?: string;
                    /** @description `nextCursor` of the previous page */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            games: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** @enum {string} */
                                status: "uploading" | "queued" | "preparing" | "ready" | "in_analysis" | "in_review" | "completed" | "failed" | "cancelled";
                                customer: {
                                    id: string;
                                    name: string;
                                    email: string;
                                };
                                analyst: {
                                    id: string;
                                    name: string;
                                } | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                dueAt: string | null;
                                /** @description Past its due time and not yet delivered (queued to in review) */
                                overdue: boolean;
                                /**
                                 * Format: date-time
                                 * @description When it was (last) delivered
                                 */
                                completedAt: string | null;
                                /** @description How many times its box score was delivered: 0 never, 2 or more once corrected */
                                deliveries: number;
                                /** @description Why it failed or was cancelled */
                                failureReason: string | null;
                                /** @description Why a delivered game is being corrected */
                                reopenReason: string | null;
                                /** Format: date-time */
                                footageDeletedAt: string | null;
                                pendingGuaranteeRequest: boolean;
                                /** @description The game's credit: held by the game, returned to the balance, or withheld because its payment was refunded */
                                credit: ({
                                    /** @enum {string} */
                                    state: "spent";
                                } | {
                                    /** @enum {string} */
                                    state: "returned";
                                } | {
                                    /** @enum {string} */
                                    state: "withheld";
                                    /** @enum {string} */
                                    because: "purchase_refunded" | "purchase_disputed";
                                }) | null;
                            }[];
                            /** Format: uuid */
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/games/{id}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give a ready or claimed game to an analyst */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        analystId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            status: "uploading" | "queued" | "preparing" | "ready" | "in_analysis" | "in_review" | "completed" | "failed" | "cancelled";
                            customer: {
                                id: string;
                                name: string;
                                email: string;
                            };
                            analyst: {
                                id: string;
                                name: string;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            dueAt: string | null;
                            /** @description Past its due time and not yet delivered (queued to in review) */
                            overdue: boolean;
                            /**
                             * Format: date-time
                             * @description When it was (last) delivered
                             */
                            completedAt: string | null;
                            /** @description How many times its box score was delivered: 0 never, 2 or more once corrected */
                            deliveries: number;
                            /** @description Why it failed or was cancelled */
                            failureReason: string | null;
                            /** @description Why a delivered game is being corrected */
                            reopenReason: string | null;
                            /** Format: date-time */
                            footageDeletedAt: string | null;
                            pendingGuaranteeRequest: boolean;
                            /** @description The game's credit: held by the game, returned to the balance, or withheld because its payment was refunded */
                            credit: ({
                                /** @enum {string} */
                                state: "spent";
                            } | {
                                /** @enum {string} */
                                state: "returned";
                            } | {
                                /** @enum {string} */
                                state: "withheld";
                                /** @enum {string} */
                                because: "purchase_refunded" | "purchase_disputed";
                            }) | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/games/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a game not yet delivered: its credit goes back and its customer is e-mailed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            status: "uploading" | "queued" | "preparing" | "ready" | "in_analysis" | "in_review" | "completed" | "failed" | "cancelled";
                            customer: {
                                id: string;
                                name: string;
                                email: string;
                            };
                            analyst: {
                                id: string;
                                name: string;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            dueAt: string | null;
                            /** @description Past its due time and not yet delivered (queued to in review) */
                            overdue: boolean;
                            /**
                             * Format: date-time
                             * @description When it was (last) delivered
                             */
                            completedAt: string | null;
                            /** @description How many times its box score was delivered: 0 never, 2 or more once corrected */
                            deliveries: number;
                            /** @description Why it failed or was cancelled */
                            failureReason: string | null;
                            /** @description Why a delivered game is being corrected */
                            reopenReason: string | null;
                            /** Format: date-time */
                            footageDeletedAt: string | null;
                            pendingGuaranteeRequest: boolean;
                            /** @description The game's credit: held by the game, returned to the balance, or withheld because its payment was refunded */
                            credit: ({
                                /** @enum {string} */
                                state: "spent";
                            } | {
                                /** @enum {string} */
                                state: "returned";
                            } | {
                                /** @enum {string} */
                                state: "withheld";
                                /** @enum {string} */
                                because: "purchase_refunded" | "purchase_disputed";
                            }) | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/games/{id}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a delivered game back to analysis for correction; its customer is told */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            status: "uploading" | "queued" | "preparing" | "ready" | "in_analysis" | "in_review" | "completed" | "failed" | "cancelled";
                            customer: {
                                id: string;
                                name: string;
                                email: string;
                            };
                            analyst: {
                                id: string;
                                name: string;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            dueAt: string | null;
                            /** @description Past its due time and not yet delivered (queued to in review) */
                            overdue: boolean;
                            /**
                             * Format: date-time
                             * @description When it was (last) delivered
                             */
                            completedAt: string | null;
                            /** @description How many times its box score was delivered: 0 never, 2 or more once corrected */
                            deliveries: number;
                            /** @description Why it failed or was cancelled */
                            failureReason: string | null;
                            /** @description Why a delivered game is being corrected */
                            reopenReason: string | null;
                            /** Format: date-time */
                            footageDeletedAt: string | null;
                            pendingGuaranteeRequest: boolean;
                            /** @description The game's credit: held by the game, returned to the balance, or withheld because its payment was refunded */
                            credit: ({
                                /** @enum {string} */
                                state: "spent";
                            } | {
                                /** @enum {string} */
                                state: "returned";
                            } | {
                                /** @enum {string} */
                                state: "withheld";
                                /** @enum {string} */
                                because: "purchase_refunded" | "purchase_disputed";
                            }) | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/purchases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Purchases whose customer's e-mail or name contains `q`, newest first, 50 a page */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    /** @description `partly_refunded`: completed, with some games refunded */
                    status?: "all" | "pending" | "completed" | "partly_refunded" | "refunded" | "disputed" | "failed" | "cancelled";
                    /** @description `nextCursor` of the previous page */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            purchases: {
                                /** Format: uuid */
                                id: string;
                                customer: {
                                    id: string;
                                    name: string;
                                    email: string;
                                };
                                /** @enum {string} */
                                packageType: "single" | "multi" | "season";
                                packageLabel: string;
                                /** @enum {string} */
                                provider: "stripe" | "test";
                                games: number;
                                unitAmountCents: number;
                                /** @description Cents (AUD) charged */
                                amountCents: number;
                                /** @enum {string} */
                                status: "pending" | "completed" | "failed" | "cancelled" | "refunded" | "disputed";
                                refundedGames: number;
                                refundedCents: number;
                                /** @description Games refunded that could not be taken back: the customer had used them */
                                refundShortfall: number;
                                /** @description The customer's games remaining now */
                                customerBalance: number;
                                /** @description The purchase's credits not spent yet */
                                creditsUnspent: number;
                                /** @description What a refund could take back now: the purchase's unspent credits, and other credits to pay for its games used */
                                creditsTakeable: number;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                completedAt: string | null;
                                /** Format: date-time */
                                refundedAt: string | null;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/purchases/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A purchase, its refunds, and what refunding `games` of it (default: all left) would do now */
        get: {
            parameters: {
                query?: {
                    games?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            purchase: {
                                /** Format: uuid */
                                id: string;
                                customer: {
                                    id: string;
                                    name: string;
                                    email: string;
                                };
                                /** @enum {string} */
                                packageType: "single" | "multi" | "season";
                                packageLabel: string;
                                /** @enum {string} */
                                provider: "stripe" | "test";
                                games: number;
                                unitAmountCents: number;
                                /** @description Cents (AUD) charged */
                                amountCents: number;
                                /** @enum {string} */
                                status: "pending" | "completed" | "failed" | "cancelled" | "refunded" | "disputed";
                                refundedGames: number;
                                refundedCents: number;
                                /** @description Games refunded that could not be taken back: the customer had used them */
                                refundShortfall: number;
                                /** @description The customer's games remaining now */
                                customerBalance: number;
                                /** @description The purchase's credits not spent yet */
                                creditsUnspent: number;
                                /** @description What a refund could take back now: the purchase's unspent credits, and other credits to pay for its games used */
                                creditsTakeable: number;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                completedAt: string | null;
                                /** Format: date-time */
                                refundedAt: string | null;
                            };
                            gamesLeftToRefund: number;
                            refunds: {
                                /** Format: uuid */
                                id: string;
                                games: number;
                                amountCents: number;
                                /** @description Unspent credits taken back from the customer */
                                creditsTaken: number;
                                /** @description Games already used, which could not be taken back */
                                shortfall: number;
                                providerRefundId: string | null;
                                reason: string | null;
                                actor: {
                                    id: string;
                                    name: string | null;
                                } | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            preview: {
                                games: number;
                                amountCents: number;
                                creditsTaken: number;
                                shortfall: number;
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/purchases/{id}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund some or all of the games left in a purchase through its provider, taking back their unspent credits
         * @description The amount is the games at the price paid per game; the refund of the last games returns what remains. Credits the customer has already used cannot be taken back: the answer gives that shortfall. 409 when the purchase is not completed or has fewer games left; 502 when the provider refuses (nothing changes).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        games: number;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            refund: {
                                /** Format: uuid */
                                id: string;
                                games: number;
                                amountCents: number;
                                /** @description Unspent credits taken back from the customer */
                                creditsTaken: number;
                                /** @description Games already used, which could not be taken back */
                                shortfall: number;
                                providerRefundId: string | null;
                                reason: string | null;
                                actor: {
                                    id: string;
                                    name: string | null;
                                } | null;
                                /** Format: date-time */
                                createdAt: string;
                            };
                            purchase: {
                                /** Format: uuid */
                                id: string;
                                customer: {
                                    id: string;
                                    name: string;
                                    email: string;
                                };
                                /** @enum {string} */
                                packageType: "single" | "multi" | "season";
                                packageLabel: string;
                                /** @enum {string} */
                                provider: "stripe" | "test";
                                games: number;
                                unitAmountCents: number;
                                /** @description Cents (AUD) charged */
                                amountCents: number;
                                /** @enum {string} */
                                status: "pending" | "completed" | "failed" | "cancelled" | "refunded" | "disputed";
                                refundedGames: number;
                                refundedCents: number;
                                /** @description Games refunded that could not be taken back: the customer had used them */
                                refundShortfall: number;
                                /** @description The customer's games remaining now */
                                customerBalance: number;
                                /** @description The purchase's credits not spent yet */
                                creditsUnspent: number;
                                /** @description What a refund could take back now: the purchase's unspent credits, and other credits to pay for its games used */
                                creditsTakeable: number;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                completedAt: string | null;
                                /** Format: date-time */
                                refundedAt: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contact-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contact form messages of a status (default: all), newest first, 50 a page */
        get: {
            parameters: {
                query?: {
                    status?: "new" | "answered" | "closed" | "all";
                    /** @description `nextCursor` of the previous page */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                email: string;
                                subject: string;
                                /** @description The first 200 characters of the message */
                                preview: string;
                                /** @enum {string} */
                                status: "new" | "answered" | "closed";
                                /** Format: date-time */
                                createdAt: string;
                                replyCount: number;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contact-messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A contact message and its replies, oldest first */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                email: string;
                                subject: string;
                                message: string;
                                /** @enum {string} */
                                status: "new" | "answered" | "closed";
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                            replies: {
                                /** Format: uuid */
                                id: string;
                                author: {
                                    id: string;
                                    name: string | null;
                                } | null;
                                body: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contact-messages/{id}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reply to a contact message by e-mail to its sender; it becomes answered, or closed with `close` */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        body: string;
                        close?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                email: string;
                                subject: string;
                                message: string;
                                /** @enum {string} */
                                status: "new" | "answered" | "closed";
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                            replies: {
                                /** Format: uuid */
                                id: string;
                                author: {
                                    id: string;
                                    name: string | null;
                                } | null;
                                body: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contact-messages/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a contact message's status (new, answered, closed) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "new" | "answered" | "closed";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                email: string;
                                subject: string;
                                message: string;
                                /** @enum {string} */
                                status: "new" | "answered" | "closed";
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                            replies: {
                                /** Format: uuid */
                                id: string;
                                author: {
                                    id: string;
                                    name: string | null;
                                } | null;
                                body: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/mailbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** E-mails in the outbox (development only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: {
                                /** Format: uuid */
                                id: string;
                                to: string;
                                replyTo: string | null;
                                subject: string;
                                text: string;
                                html: string;
                                kind: string;
                                /** @enum {string} */
                                status: "pending" | "sent" | "failed";
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/competitions/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A public competition: its rules and teams */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/competitions/{slug}/standings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The ladder, every tie with the rule and numbers that broke it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/competitions/{slug}/fixtures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every fixture and result */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/competitions/{slug}/leaders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The leaders among qualified players, and the qualification */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/competitions/{slug}/teams/{team}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team: its ladder row, games and players' seasons */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                    team: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/competitions/{slug}/players/{player}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A player's season and game log */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                    player: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/competitions/{slug}/games/{fixture}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A fixture's result, and its box score where the competition publishes them */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                    fixture: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/competitions/{slug}/standings.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The ladder as CSV */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/competitions/{slug}/fixtures.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every fixture and result as CSV */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/competitions/{slug}/leaders.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The leaders as CSV */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/competitions/{slug}/fixtures.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The competition's fixtures as a calendar feed */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/competitions/{slug}/teams/{team}/fixtures.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team's fixtures as a calendar feed */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                    team: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/c/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/c/{slug}/ladder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/c/{slug}/fixtures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/c/{slug}/leaders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/c/{slug}/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/c/{slug}/teams/{team}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                    team: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/c/{slug}/players/{player}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                    player: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/c/{slug}/games/{fixture}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                    fixture: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/embed/c/{slug}/ladder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/embed/c/{slug}/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sitemap.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/robots.txt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
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
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;

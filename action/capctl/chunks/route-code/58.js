
  'use strict'

  const Serializer = require('fast-json-stringify/lib/serializer')
  const serializerState = {"mode":"standalone"}
  const serializer = Serializer.restoreFromState(serializerState)

  const Validator = require('fast-json-stringify/lib/validator')
const validatorState = {"ajvOptions":{},"ajvSchemas":{"__fjs_root_40":{"type":"object","required":["data"],"properties":{"data":{"type":"object","required":["items","next_cursor"],"properties":{"items":{"type":"array","items":{"type":"object","description":"Endpoint 6's config revision, plus what makes it a whole plan (serial, summary, diagnostics) and what binds it (lineage, digest).","required":["id","org_id","preview_steps","status","updated_at","serial","summary","diagnostics","digest","overrides"],"properties":{"id":{"type":["string","object"],"fjs_type":"string"},"org_id":{"type":["string","object"],"fjs_type":"string"},"preview_steps":{"type":"array","items":{"type":"object","required":["kind","op"],"properties":{"kind":{"type":["string","object"],"enum":["action","destination","metrics","query","source"],"fjs_type":"string"},"op":{"type":["string","object"],"enum":["create","update","delete"],"fjs_type":"string"},"name":{"type":["string","object"],"fjs_type":"string"},"variant":{"type":["string","object"],"fjs_type":"string"},"final_version":{"type":"integer"},"id":{"type":["string","object"],"fjs_type":"string"},"current_version":{"type":"integer"},"destination":{"type":"object","required":["by","value"],"properties":{"by":{"type":["string","object"],"enum":["default_sink","label"],"fjs_type":"string"},"value":{"type":["string","object"],"fjs_type":"string"}}},"create":{"type":"object","required":["schema","variant","version","alias"],"properties":{"schema":{"description":"Any JSON value."},"variant":{"type":["string","object"],"fjs_type":"string"},"version":{"type":"integer"},"alias":{"type":"array","items":{"type":["string","object"],"fjs_type":"string"}}}},"update":{"type":"object","required":["version","alias","schema"],"properties":{"version":{"type":"integer"},"alias":{"type":"array","items":{"type":["string","object"],"fjs_type":"string"}},"schema":{"description":"Any JSON value."}}},"patch":{"type":"array","items":{"type":"object","required":["op","path"],"properties":{"op":{"type":["string","object"],"enum":["add","remove","replace","move","copy","test"],"fjs_type":"string"},"path":{"type":["string","object"],"fjs_type":"string"},"value":{"description":"Any JSON value."},"from":{"type":["string","object"],"fjs_type":"string"}}}},"before":{"type":"object","additionalProperties":true},"after":{"type":"object","additionalProperties":true},"compatibility":{"type":["string","object"],"enum":["compatible","breaking","backward"],"description":"Whether the new schema keeps the action's mode; `backward` is how revisions planned before modes said compatible.","fjs_type":"string"},"mode":{"type":["string","object"],"enum":["backward","backward_transitive","forward","forward_transitive","full","full_transitive","none"],"description":"How an action's schema may evolve (default backward); `_transitive` checks every stored earlier version.","fjs_type":"string"},"checked_versions":{"type":"array","items":{"type":"integer"}},"failed_versions":{"type":"array","items":{"type":"integer"}},"reasons":{"type":"array","items":{"type":"object","required":["pointer","rule","message"],"properties":{"pointer":{"type":["string","object"],"fjs_type":"string"},"rule":{"type":["string","object"],"fjs_type":"string"},"message":{"type":["string","object"],"fjs_type":"string"},"direction":{"type":["string","object"],"enum":["backward","forward"],"fjs_type":"string"},"verdict":{"type":["string","object"],"enum":["breaking","unproven"],"fjs_type":"string"},"keyword":{"type":["string","object"],"description":"For unproven reasons: the keyword that could not be proven.","fjs_type":"string"},"witness":{"description":"Any JSON value."},"version":{"type":"integer","description":"The stored version the new schema was compared with."},"fixes":{"type":"array","items":{"type":["string","object"],"fjs_type":"string"}}}}},"equals_version":{"type":"integer"},"weakened_mode":{"type":"object","required":["from","to"],"description":"The update weakens the action's compatibility mode; apply refuses it unless allow_breaking_variants names the action.","properties":{"from":{"type":["string","object"],"enum":["backward","backward_transitive","forward","forward_transitive","full","full_transitive","none"],"description":"How an action's schema may evolve (default backward); `_transitive` checks every stored earlier version.","fjs_type":"string"},"to":{"type":["string","object"],"enum":["backward","backward_transitive","forward","forward_transitive","full","full_transitive","none"],"description":"How an action's schema may evolve (default backward); `_transitive` checks every stored earlier version.","fjs_type":"string"}}},"renamed_from":{"type":["string","object"],"fjs_type":"string"},"drift":{"type":"object","description":"Present when the object's last change was a direct API write (e.g. PATCH of a destination), not an applied revision: the fields those writes changed since the last applied revision (JSON pointers, sorted), when the last of them happened and who made it. A plan step that updates or deletes the object carries it, because applying reverts that change.","required":["fields","changed_at"],"properties":{"fields":{"type":"array","items":{"type":["string","object"],"fjs_type":"string"}},"changed_at":{"type":["string","object"],"format":"date-time","fjs_type":"string"},"by":{"type":"object","description":"Who made a change: the API key (id and name), its user and role, and when. In local (embedded) mode there is no key: key_id and key_name are null and user is the local user.","required":["key_id","key_name","user","role","at"],"properties":{"key_id":{"type":["string","null","object"],"fjs_type":"string"},"key_name":{"type":["string","null","object"],"fjs_type":"string"},"user":{"type":["string","object"],"fjs_type":"string"},"role":{"type":["string","object"],"enum":["plan","apply","admin"],"description":"The key's role; local mode records its user as admin.","fjs_type":"string"},"at":{"type":["string","object"],"format":"date-time","fjs_type":"string"}}}}},"credential":{"type":"object","description":"Explains only, the credential's label before and after the step (for credential_id).","properties":{"before":{"type":["string","object"],"fjs_type":"string"},"after":{"type":["string","object"],"fjs_type":"string"}}}}}},"status":{"type":["string","object"],"enum":["planned","applied","failed","stale"],"fjs_type":"string"},"error_message":{"type":["string","object"],"description":"Why applying failed; absent otherwise.","fjs_type":"string"},"updated_at":{"type":["string","object"],"format":"date-time","fjs_type":"string"},"applied_at":{"type":["string","object"],"format":"date-time","description":"Absent until applied.","fjs_type":"string"},"serial":{"type":"integer","description":"The state serial the revision was planned against."},"lineage":{"type":["string","object"],"format":"uuid","description":"The lineage id of the service's database, made once when the database was created (a copy keeps it). A saved plan applies only to the lineage it was planned in.","fjs_type":"string"},"digest":{"type":["string","object"],"pattern":"^[0-9a-f]{64}$","description":"SHA-256 (hex) of the canonical JSON (object keys sorted) of the revision's unmasked steps, computed when the revision was stored. GET of one revision computes it from the steps as stored now, so a revision changed after planning shows a different digest there. Pass it to apply to apply exactly the steps you reviewed.","fjs_type":"string"},"summary":{"type":"object","required":["create","update","delete","unchanged","breaking"],"properties":{"create":{"type":"integer"},"update":{"type":"integer"},"delete":{"type":"integer"},"unchanged":{"type":"integer"},"breaking":{"type":"integer"}}},"diagnostics":{"type":"array","items":{"type":"object","required":["severity","code","message","pointer"],"properties":{"severity":{"type":["string","object"],"enum":["error","warning","info"],"fjs_type":"string"},"code":{"type":["string","object"],"fjs_type":"string"},"message":{"type":["string","object"],"fjs_type":"string"},"pointer":{"type":["string","object"],"fjs_type":"string"}}}},"planned_by":{"description":"Who planned the revision; null when unknown (revisions stored before this was recorded).","oneOf":[{"type":"object","description":"Who made a change: the API key (id and name), its user and role, and when. In local (embedded) mode there is no key: key_id and key_name are null and user is the local user.","required":["key_id","key_name","user","role","at"],"properties":{"key_id":{"type":["string","null","object"],"fjs_type":"string"},"key_name":{"type":["string","null","object"],"fjs_type":"string"},"user":{"type":["string","object"],"fjs_type":"string"},"role":{"type":["string","object"],"enum":["plan","apply","admin"],"description":"The key's role; local mode records its user as admin.","fjs_type":"string"},"at":{"type":["string","object"],"format":"date-time","fjs_type":"string"}}},{"type":"null"}]},"applied_by":{"description":"Who applied the revision; null until it is applied, and when unknown.","oneOf":[{"type":"object","description":"Who made a change: the API key (id and name), its user and role, and when. In local (embedded) mode there is no key: key_id and key_name are null and user is the local user.","required":["key_id","key_name","user","role","at"],"properties":{"key_id":{"type":["string","null","object"],"fjs_type":"string"},"key_name":{"type":["string","null","object"],"fjs_type":"string"},"user":{"type":["string","object"],"fjs_type":"string"},"role":{"type":["string","object"],"enum":["plan","apply","admin"],"description":"The key's role; local mode records its user as admin.","fjs_type":"string"},"at":{"type":["string","object"],"format":"date-time","fjs_type":"string"}}},{"type":"null"}]},"message":{"type":["string","null","object"],"description":"Why the change was made, as the planner said; null for none.","fjs_type":"string"},"overrides":{"type":"array","description":"The overridable policies the apply overrode, each with the reason given (who overrode them is applied_by); empty until applied, and for applies without an override.","items":{"type":"object","additionalProperties":false,"required":["policy","reason"],"properties":{"policy":{"type":["string","object"],"minLength":1,"maxLength":200,"description":"The name of an overridable policy.","fjs_type":"string"},"reason":{"type":["string","object"],"minLength":1,"maxLength":2000,"description":"Why the apply goes ahead despite it.","fjs_type":"string"}}}},"policy":{"type":"object","description":"The org's policies evaluated over the plan by the service at plan-and-store: the set used, each violation and each evaluation error (both sorted by policy, then subject). Stored with the revision and part of its digest. Absent from plans made where no set was consulted.","required":["set","results","errors"],"properties":{"set":{"type":"object","required":["version","digest"],"properties":{"version":{"type":"integer","minimum":0,"description":"The org's policy set version; 0 is the empty set of an org that never pushed one."},"digest":{"type":["string","object"],"pattern":"^[0-9a-f]{64}$","description":"SHA-256 (hex) of the canonical JSON of the set's files (paths and texts) sorted by path.","fjs_type":"string"}}},"results":{"type":"array","items":{"type":"object","required":["policy","enforcement","scope","subject","message"],"properties":{"policy":{"type":["string","object"],"fjs_type":"string"},"enforcement":{"type":["string","object"],"enum":["advisory","mandatory","overridable"],"description":"advisory: shown; mandatory: apply refuses; overridable: apply refuses unless an override names the policy and gives a reason.","fjs_type":"string"},"scope":{"type":["string","object"],"enum":["step","object","plan"],"description":"What a policy looks at; each step of the plan, each object of the state after it, or the plan once.","fjs_type":"string"},"subject":{"type":["string","object"],"description":"`kind/name`, or `plan`.","fjs_type":"string"},"message":{"type":["string","object"],"fjs_type":"string"}}}},"errors":{"type":"array","description":"Policies that could not be evaluated on a subject; never a pass.","items":{"type":"object","required":["policy","enforcement","subject","code","message"],"properties":{"policy":{"type":["string","object"],"fjs_type":"string"},"enforcement":{"type":["string","object"],"enum":["advisory","mandatory","overridable"],"description":"advisory: shown; mandatory: apply refuses; overridable: apply refuses unless an override names the policy and gives a reason.","fjs_type":"string"},"subject":{"type":["string","object"],"fjs_type":"string"},"code":{"type":["string","object"],"enum":["policy_eval_error","policy_budget_exceeded"],"fjs_type":"string"},"message":{"type":["string","object"],"fjs_type":"string"}}}}}},"partial":{"type":"boolean","enum":[true],"description":"Present on a plan made with `targets`: its summary counts only the targeted objects and their dependencies."},"targets":{"type":"array","items":{"type":["string","object"],"fjs_type":"string"},"description":"The targets of a partial plan as `kind/name`, sorted."}}}},"next_cursor":{"type":["string","null","object"],"fjs_type":"string"}}},"errors":{"type":["array","null"],"items":{"type":"object","description":"The fixed endpoints' `{code, message}`, with an optional `pointer`: clients place a problem by the pointer and show the message as it is, without parsing either.","required":["code","message"],"properties":{"code":{"type":["string","object"],"description":"The catalog code (invalid_request, not_found, conflict, ...), or for a definition that cannot be planned the diagnostic code of this problem.","fjs_type":"string"},"message":{"type":["string","object"],"description":"What is wrong and what to do next.","fjs_type":"string"},"pointer":{"type":["string","object"],"description":"RFC 6901 JSON pointer of the offending value in the request body (`\"\"` is the whole body); absent when the problem is not at one place in the body.","fjs_type":"string"},"hint":{"type":["string","object"],"description":"What to do next, when the message alone does not say it (for an `unknown_target` entry, the nearest names).","fjs_type":"string"}}}},"warnings":{"type":"array","items":{"type":"object","required":["code","message"],"properties":{"code":{"type":["string","object"],"fjs_type":"string"},"message":{"type":["string","object"],"fjs_type":"string"}}}}}}}}
const validator = Validator.restoreFromState(validatorState)


  module.exports = function anonymous(validator,serializer
) {

    
const {
  asString,
  asNumber,
  asBoolean,
  asDateTime,
  asDate,
  asTime,
  asUnsafeString,
  asPlainStringArray
} = serializer

const asInteger = serializer.asInteger.bind(serializer)


    const JSON_STR_BEGIN_OBJECT = '{'
    const JSON_STR_END_OBJECT = '}'
    const JSON_STR_BEGIN_ARRAY = '['
    const JSON_STR_END_ARRAY = ']'
    const JSON_STR_COMMA = ','
    const JSON_STR_COLONS = ':'
    const JSON_STR_QUOTE = '"'
    const JSON_STR_EMPTY_OBJECT = JSON_STR_BEGIN_OBJECT + JSON_STR_END_OBJECT
    const JSON_STR_EMPTY_ARRAY = JSON_STR_BEGIN_ARRAY + JSON_STR_END_ARRAY
    const JSON_STR_EMPTY_STRING = JSON_STR_QUOTE + JSON_STR_QUOTE
    const JSON_STR_NULL = 'null'
    let validate_0
    let validate_1
    let validate_2
    let validate_3
  
    
      // "#/properties/data/properties/items/items/properties/preview_steps/items/properties/destination"
      function anonymous6 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_by_18 = obj["by"]
      if (value_by_18 !== undefined) {
        json += "{\"by\":"
        
        if (typeof value_by_18 !== 'string') {
          if (value_by_18 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_by_18 instanceof Date) {
            json += JSON_STR_QUOTE + value_by_18.toISOString() + JSON_STR_QUOTE
          } else if (value_by_18 instanceof RegExp) {
            json += asString(value_by_18.source)
          } else {
            json += asString(value_by_18.toString())
          }
        } else {
          json += asString(value_by_18)
        }
        
      } else {
        throw new Error('"by" is required!')
      }
      
      const value_value_19 = obj["value"]
      if (value_value_19 !== undefined) {
        json += ",\"value\":"
        
        if (typeof value_value_19 !== 'string') {
          if (value_value_19 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_value_19 instanceof Date) {
            json += JSON_STR_QUOTE + value_value_19.toISOString() + JSON_STR_QUOTE
          } else if (value_value_19 instanceof RegExp) {
            json += asString(value_value_19.source)
          } else {
            json += asString(value_value_19.toString())
          }
        } else {
          json += asString(value_value_19)
        }
        
      } else {
        throw new Error('"value" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous8 (obj) {
      // "#/properties/data/properties/items/items/properties/preview_steps/items/properties/create/properties/alias"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/items/items/properties/preview_steps/items/properties/create/properties/alias' does not match schema definition.")
    }
    const arrayLength = obj.length
  
      if (typeof arrayLength === 'number' && arrayLength >= 128 && Number.isInteger(arrayLength) && arrayLength <= 0xffffffff) {
        return asPlainStringArray(obj, arrayLength)
      }
      
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        
        if (typeof value !== 'string') {
          if (value === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value instanceof Date) {
            json += JSON_STR_QUOTE + value.toISOString() + JSON_STR_QUOTE
          } else if (value instanceof RegExp) {
            json += asString(value.source)
          } else {
            json += asString(value.toString())
          }
        } else {
          json += asString(value)
        }
        
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          
        if (typeof value !== 'string') {
          if (value === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value instanceof Date) {
            json += JSON_STR_QUOTE + value.toISOString() + JSON_STR_QUOTE
          } else if (value instanceof RegExp) {
            json += asString(value.source)
          } else {
            json += asString(value.toString())
          }
        } else {
          json += asString(value)
        }
        
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data/properties/items/items/properties/preview_steps/items/properties/create"
      function anonymous7 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_schema_22 = obj["schema"]
      if (value_schema_22 !== undefined) {
        json += "{\"schema\":"
        json += JSON.stringify(value_schema_22)
      } else {
        throw new Error('"schema" is required!')
      }
      
      const value_variant_23 = obj["variant"]
      if (value_variant_23 !== undefined) {
        json += ",\"variant\":"
        
        if (typeof value_variant_23 !== 'string') {
          if (value_variant_23 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_variant_23 instanceof Date) {
            json += JSON_STR_QUOTE + value_variant_23.toISOString() + JSON_STR_QUOTE
          } else if (value_variant_23 instanceof RegExp) {
            json += asString(value_variant_23.source)
          } else {
            json += asString(value_variant_23.toString())
          }
        } else {
          json += asString(value_variant_23)
        }
        
      } else {
        throw new Error('"variant" is required!')
      }
      
      const value_version_24 = obj["version"]
      if (value_version_24 !== undefined) {
        json += ",\"version\":"
        json += asInteger(value_version_24)
      } else {
        throw new Error('"version" is required!')
      }
      
      const value_alias_25 = obj["alias"]
      if (value_alias_25 !== undefined) {
        json += ",\"alias\":"
        json += anonymous8(value_alias_25)
      } else {
        throw new Error('"alias" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous10 (obj) {
      // "#/properties/data/properties/items/items/properties/preview_steps/items/properties/update/properties/alias"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/items/items/properties/preview_steps/items/properties/update/properties/alias' does not match schema definition.")
    }
    const arrayLength = obj.length
  
      if (typeof arrayLength === 'number' && arrayLength >= 128 && Number.isInteger(arrayLength) && arrayLength <= 0xffffffff) {
        return asPlainStringArray(obj, arrayLength)
      }
      
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        
        if (typeof value !== 'string') {
          if (value === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value instanceof Date) {
            json += JSON_STR_QUOTE + value.toISOString() + JSON_STR_QUOTE
          } else if (value instanceof RegExp) {
            json += asString(value.source)
          } else {
            json += asString(value.toString())
          }
        } else {
          json += asString(value)
        }
        
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          
        if (typeof value !== 'string') {
          if (value === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value instanceof Date) {
            json += JSON_STR_QUOTE + value.toISOString() + JSON_STR_QUOTE
          } else if (value instanceof RegExp) {
            json += asString(value.source)
          } else {
            json += asString(value.toString())
          }
        } else {
          json += asString(value)
        }
        
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data/properties/items/items/properties/preview_steps/items/properties/update"
      function anonymous9 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_version_28 = obj["version"]
      if (value_version_28 !== undefined) {
        json += "{\"version\":"
        json += asInteger(value_version_28)
      } else {
        throw new Error('"version" is required!')
      }
      
      const value_alias_29 = obj["alias"]
      if (value_alias_29 !== undefined) {
        json += ",\"alias\":"
        json += anonymous10(value_alias_29)
      } else {
        throw new Error('"alias" is required!')
      }
      
      const value_schema_30 = obj["schema"]
      if (value_schema_30 !== undefined) {
        json += ",\"schema\":"
        json += JSON.stringify(value_schema_30)
      } else {
        throw new Error('"schema" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/items/items/properties/preview_steps/items/properties/patch/items"
      function anonymous12 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_op_33 = obj["op"]
      if (value_op_33 !== undefined) {
        json += "{\"op\":"
        
        if (typeof value_op_33 !== 'string') {
          if (value_op_33 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_op_33 instanceof Date) {
            json += JSON_STR_QUOTE + value_op_33.toISOString() + JSON_STR_QUOTE
          } else if (value_op_33 instanceof RegExp) {
            json += asString(value_op_33.source)
          } else {
            json += asString(value_op_33.toString())
          }
        } else {
          json += asString(value_op_33)
        }
        
      } else {
        throw new Error('"op" is required!')
      }
      
      const value_path_34 = obj["path"]
      if (value_path_34 !== undefined) {
        json += ",\"path\":"
        
        if (typeof value_path_34 !== 'string') {
          if (value_path_34 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_path_34 instanceof Date) {
            json += JSON_STR_QUOTE + value_path_34.toISOString() + JSON_STR_QUOTE
          } else if (value_path_34 instanceof RegExp) {
            json += asString(value_path_34.source)
          } else {
            json += asString(value_path_34.toString())
          }
        } else {
          json += asString(value_path_34)
        }
        
      } else {
        throw new Error('"path" is required!')
      }
      
      const value_value_35 = obj["value"]
      if (value_value_35 !== undefined) {
        json += ",\"value\":"
        json += JSON.stringify(value_value_35)
      }

      const value_from_36 = obj["from"]
      if (value_from_36 !== undefined) {
        json += ",\"from\":"
        
        if (typeof value_from_36 !== 'string') {
          if (value_from_36 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_from_36 instanceof Date) {
            json += JSON_STR_QUOTE + value_from_36.toISOString() + JSON_STR_QUOTE
          } else if (value_from_36 instanceof RegExp) {
            json += asString(value_from_36.source)
          } else {
            json += asString(value_from_36.toString())
          }
        } else {
          json += asString(value_from_36)
        }
        
      }

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous11 (obj) {
      // "#/properties/data/properties/items/items/properties/preview_steps/items/properties/patch"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/items/items/properties/preview_steps/items/properties/patch' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous12(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous12(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data/properties/items/items/properties/preview_steps/items/properties/before"
      function anonymous13 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        let addComma_38 = false

    for (const key of Object.keys(obj)) {
      if (
        
        obj[key] === undefined ||
        typeof obj[key] === 'function' ||
        typeof obj[key] === 'symbol'
      ) continue
      const value = obj[key]
  
        json += addComma_38 ? JSON_STR_COMMA : ((addComma_38 = true), JSON_STR_BEGIN_OBJECT)
        json += asString(key) + JSON_STR_COLONS + JSON.stringify(value)
      
    }
  if (!addComma_38) json += JSON_STR_BEGIN_OBJECT

return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/items/items/properties/preview_steps/items/properties/after"
      function anonymous14 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        let addComma_40 = false

    for (const key of Object.keys(obj)) {
      if (
        
        obj[key] === undefined ||
        typeof obj[key] === 'function' ||
        typeof obj[key] === 'symbol'
      ) continue
      const value = obj[key]
  
        json += addComma_40 ? JSON_STR_COMMA : ((addComma_40 = true), JSON_STR_BEGIN_OBJECT)
        json += asString(key) + JSON_STR_COLONS + JSON.stringify(value)
      
    }
  if (!addComma_40) json += JSON_STR_BEGIN_OBJECT

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous15 (obj) {
      // "#/properties/data/properties/items/items/properties/preview_steps/items/properties/checked_versions"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/items/items/properties/preview_steps/items/properties/checked_versions' does not match schema definition.")
    }
    const arrayLength = obj.length
  
        // Copying small arrays costs more than the existing loop.
        if (typeof arrayLength === 'number' && arrayLength >= 300000 && Number.isInteger(arrayLength) && arrayLength <= 0xffffffff) {
          const copy = new Array(arrayLength)
          // V8's side-effect-free JSON.stringify fast path (V8 >= 13.8) requires
          // the standard Array.prototype; a null prototype halves its throughput.
          // Only detach the prototype when a toJSON hook would otherwise be called.
          if (Array.prototype.toJSON !== undefined) Object.setPrototypeOf(copy, null)
          for (let i = 0; i < arrayLength; i++) {
            const v = obj[i]
            if (!(Number.isInteger(v))) {
              // Serialize the captured prefix, then resume at the first miss.
              // Never reread getters or read ahead of an item's coercion.
              copy.length = i
              json = JSON.stringify(copy).slice(0, -1)
              if (i > 0) json += JSON_STR_COMMA
              json += asInteger(v)
              for (i++; i < arrayLength; i++) {
                json += JSON_STR_COMMA
                const v = obj[i]
                json += asInteger(v)
              }
              return json + JSON_STR_END_ARRAY
            }
            copy[i] = v
          }
          return JSON.stringify(copy)
        }
      
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += asInteger(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += asInteger(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

    function anonymous16 (obj) {
      // "#/properties/data/properties/items/items/properties/preview_steps/items/properties/failed_versions"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/items/items/properties/preview_steps/items/properties/failed_versions' does not match schema definition.")
    }
    const arrayLength = obj.length
  
        // Copying small arrays costs more than the existing loop.
        if (typeof arrayLength === 'number' && arrayLength >= 300000 && Number.isInteger(arrayLength) && arrayLength <= 0xffffffff) {
          const copy = new Array(arrayLength)
          // V8's side-effect-free JSON.stringify fast path (V8 >= 13.8) requires
          // the standard Array.prototype; a null prototype halves its throughput.
          // Only detach the prototype when a toJSON hook would otherwise be called.
          if (Array.prototype.toJSON !== undefined) Object.setPrototypeOf(copy, null)
          for (let i = 0; i < arrayLength; i++) {
            const v = obj[i]
            if (!(Number.isInteger(v))) {
              // Serialize the captured prefix, then resume at the first miss.
              // Never reread getters or read ahead of an item's coercion.
              copy.length = i
              json = JSON.stringify(copy).slice(0, -1)
              if (i > 0) json += JSON_STR_COMMA
              json += asInteger(v)
              for (i++; i < arrayLength; i++) {
                json += JSON_STR_COMMA
                const v = obj[i]
                json += asInteger(v)
              }
              return json + JSON_STR_END_ARRAY
            }
            copy[i] = v
          }
          return JSON.stringify(copy)
        }
      
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += asInteger(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += asInteger(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

    function anonymous19 (obj) {
      // "#/properties/data/properties/items/items/properties/preview_steps/items/properties/reasons/items/properties/fixes"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/items/items/properties/preview_steps/items/properties/reasons/items/properties/fixes' does not match schema definition.")
    }
    const arrayLength = obj.length
  
      if (typeof arrayLength === 'number' && arrayLength >= 128 && Number.isInteger(arrayLength) && arrayLength <= 0xffffffff) {
        return asPlainStringArray(obj, arrayLength)
      }
      
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        
        if (typeof value !== 'string') {
          if (value === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value instanceof Date) {
            json += JSON_STR_QUOTE + value.toISOString() + JSON_STR_QUOTE
          } else if (value instanceof RegExp) {
            json += asString(value.source)
          } else {
            json += asString(value.toString())
          }
        } else {
          json += asString(value)
        }
        
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          
        if (typeof value !== 'string') {
          if (value === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value instanceof Date) {
            json += JSON_STR_QUOTE + value.toISOString() + JSON_STR_QUOTE
          } else if (value instanceof RegExp) {
            json += asString(value.source)
          } else {
            json += asString(value.toString())
          }
        } else {
          json += asString(value)
        }
        
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data/properties/items/items/properties/preview_steps/items/properties/reasons/items"
      function anonymous18 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_pointer_47 = obj["pointer"]
      if (value_pointer_47 !== undefined) {
        json += "{\"pointer\":"
        
        if (typeof value_pointer_47 !== 'string') {
          if (value_pointer_47 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_pointer_47 instanceof Date) {
            json += JSON_STR_QUOTE + value_pointer_47.toISOString() + JSON_STR_QUOTE
          } else if (value_pointer_47 instanceof RegExp) {
            json += asString(value_pointer_47.source)
          } else {
            json += asString(value_pointer_47.toString())
          }
        } else {
          json += asString(value_pointer_47)
        }
        
      } else {
        throw new Error('"pointer" is required!')
      }
      
      const value_rule_48 = obj["rule"]
      if (value_rule_48 !== undefined) {
        json += ",\"rule\":"
        
        if (typeof value_rule_48 !== 'string') {
          if (value_rule_48 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_rule_48 instanceof Date) {
            json += JSON_STR_QUOTE + value_rule_48.toISOString() + JSON_STR_QUOTE
          } else if (value_rule_48 instanceof RegExp) {
            json += asString(value_rule_48.source)
          } else {
            json += asString(value_rule_48.toString())
          }
        } else {
          json += asString(value_rule_48)
        }
        
      } else {
        throw new Error('"rule" is required!')
      }
      
      const value_message_49 = obj["message"]
      if (value_message_49 !== undefined) {
        json += ",\"message\":"
        
        if (typeof value_message_49 !== 'string') {
          if (value_message_49 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_49 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_49.toISOString() + JSON_STR_QUOTE
          } else if (value_message_49 instanceof RegExp) {
            json += asString(value_message_49.source)
          } else {
            json += asString(value_message_49.toString())
          }
        } else {
          json += asString(value_message_49)
        }
        
      } else {
        throw new Error('"message" is required!')
      }
      
      const value_direction_50 = obj["direction"]
      if (value_direction_50 !== undefined) {
        json += ",\"direction\":"
        
        if (typeof value_direction_50 !== 'string') {
          if (value_direction_50 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_direction_50 instanceof Date) {
            json += JSON_STR_QUOTE + value_direction_50.toISOString() + JSON_STR_QUOTE
          } else if (value_direction_50 instanceof RegExp) {
            json += asString(value_direction_50.source)
          } else {
            json += asString(value_direction_50.toString())
          }
        } else {
          json += asString(value_direction_50)
        }
        
      }

      const value_verdict_51 = obj["verdict"]
      if (value_verdict_51 !== undefined) {
        json += ",\"verdict\":"
        
        if (typeof value_verdict_51 !== 'string') {
          if (value_verdict_51 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_verdict_51 instanceof Date) {
            json += JSON_STR_QUOTE + value_verdict_51.toISOString() + JSON_STR_QUOTE
          } else if (value_verdict_51 instanceof RegExp) {
            json += asString(value_verdict_51.source)
          } else {
            json += asString(value_verdict_51.toString())
          }
        } else {
          json += asString(value_verdict_51)
        }
        
      }

      const value_keyword_52 = obj["keyword"]
      if (value_keyword_52 !== undefined) {
        json += ",\"keyword\":"
        
        if (typeof value_keyword_52 !== 'string') {
          if (value_keyword_52 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_keyword_52 instanceof Date) {
            json += JSON_STR_QUOTE + value_keyword_52.toISOString() + JSON_STR_QUOTE
          } else if (value_keyword_52 instanceof RegExp) {
            json += asString(value_keyword_52.source)
          } else {
            json += asString(value_keyword_52.toString())
          }
        } else {
          json += asString(value_keyword_52)
        }
        
      }

      const value_witness_53 = obj["witness"]
      if (value_witness_53 !== undefined) {
        json += ",\"witness\":"
        json += JSON.stringify(value_witness_53)
      }

      const value_version_54 = obj["version"]
      if (value_version_54 !== undefined) {
        json += ",\"version\":"
        json += asInteger(value_version_54)
      }

      const value_fixes_55 = obj["fixes"]
      if (value_fixes_55 !== undefined) {
        json += ",\"fixes\":"
        json += anonymous19(value_fixes_55)
      }

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous17 (obj) {
      // "#/properties/data/properties/items/items/properties/preview_steps/items/properties/reasons"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/items/items/properties/preview_steps/items/properties/reasons' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous18(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous18(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data/properties/items/items/properties/preview_steps/items/properties/weakened_mode"
      function anonymous20 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_from_59 = obj["from"]
      if (value_from_59 !== undefined) {
        json += "{\"from\":"
        
        if (typeof value_from_59 !== 'string') {
          if (value_from_59 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_from_59 instanceof Date) {
            json += JSON_STR_QUOTE + value_from_59.toISOString() + JSON_STR_QUOTE
          } else if (value_from_59 instanceof RegExp) {
            json += asString(value_from_59.source)
          } else {
            json += asString(value_from_59.toString())
          }
        } else {
          json += asString(value_from_59)
        }
        
      } else {
        throw new Error('"from" is required!')
      }
      
      const value_to_60 = obj["to"]
      if (value_to_60 !== undefined) {
        json += ",\"to\":"
        
        if (typeof value_to_60 !== 'string') {
          if (value_to_60 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_to_60 instanceof Date) {
            json += JSON_STR_QUOTE + value_to_60.toISOString() + JSON_STR_QUOTE
          } else if (value_to_60 instanceof RegExp) {
            json += asString(value_to_60.source)
          } else {
            json += asString(value_to_60.toString())
          }
        } else {
          json += asString(value_to_60)
        }
        
      } else {
        throw new Error('"to" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous22 (obj) {
      // "#/properties/data/properties/items/items/properties/preview_steps/items/properties/drift/properties/fields"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/items/items/properties/preview_steps/items/properties/drift/properties/fields' does not match schema definition.")
    }
    const arrayLength = obj.length
  
      if (typeof arrayLength === 'number' && arrayLength >= 128 && Number.isInteger(arrayLength) && arrayLength <= 0xffffffff) {
        return asPlainStringArray(obj, arrayLength)
      }
      
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        
        if (typeof value !== 'string') {
          if (value === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value instanceof Date) {
            json += JSON_STR_QUOTE + value.toISOString() + JSON_STR_QUOTE
          } else if (value instanceof RegExp) {
            json += asString(value.source)
          } else {
            json += asString(value.toString())
          }
        } else {
          json += asString(value)
        }
        
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          
        if (typeof value !== 'string') {
          if (value === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value instanceof Date) {
            json += JSON_STR_QUOTE + value.toISOString() + JSON_STR_QUOTE
          } else if (value instanceof RegExp) {
            json += asString(value.source)
          } else {
            json += asString(value.toString())
          }
        } else {
          json += asString(value)
        }
        
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data/properties/items/items/properties/preview_steps/items/properties/drift/properties/by"
      function anonymous23 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_key_id_68 = obj["key_id"]
      if (value_key_id_68 !== undefined) {
        json += "{\"key_id\":"
        
          if (value_key_id_68 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_id_68 === "string" ||
            value_key_id_68 === null ||
            value_key_id_68 instanceof Date ||
            value_key_id_68 instanceof RegExp ||
            (
              typeof value_key_id_68 === "object" &&
              typeof value_key_id_68.toString === "function" &&
              value_key_id_68.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_id_68 !== 'string') {
          if (value_key_id_68 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_id_68 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_id_68.toISOString() + JSON_STR_QUOTE
          } else if (value_key_id_68 instanceof RegExp) {
            json += asString(value_key_id_68.source)
          } else {
            json += asString(value_key_id_68.toString())
          }
        } else {
          json += asString(value_key_id_68)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/items/items/properties/preview_steps/items/properties/drift/properties/by/properties/key_id' does not match schema definition.")
  
      } else {
        throw new Error('"key_id" is required!')
      }
      
      const value_key_name_69 = obj["key_name"]
      if (value_key_name_69 !== undefined) {
        json += ",\"key_name\":"
        
          if (value_key_name_69 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_name_69 === "string" ||
            value_key_name_69 === null ||
            value_key_name_69 instanceof Date ||
            value_key_name_69 instanceof RegExp ||
            (
              typeof value_key_name_69 === "object" &&
              typeof value_key_name_69.toString === "function" &&
              value_key_name_69.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_name_69 !== 'string') {
          if (value_key_name_69 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_name_69 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_name_69.toISOString() + JSON_STR_QUOTE
          } else if (value_key_name_69 instanceof RegExp) {
            json += asString(value_key_name_69.source)
          } else {
            json += asString(value_key_name_69.toString())
          }
        } else {
          json += asString(value_key_name_69)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/items/items/properties/preview_steps/items/properties/drift/properties/by/properties/key_name' does not match schema definition.")
  
      } else {
        throw new Error('"key_name" is required!')
      }
      
      const value_user_70 = obj["user"]
      if (value_user_70 !== undefined) {
        json += ",\"user\":"
        
        if (typeof value_user_70 !== 'string') {
          if (value_user_70 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_user_70 instanceof Date) {
            json += JSON_STR_QUOTE + value_user_70.toISOString() + JSON_STR_QUOTE
          } else if (value_user_70 instanceof RegExp) {
            json += asString(value_user_70.source)
          } else {
            json += asString(value_user_70.toString())
          }
        } else {
          json += asString(value_user_70)
        }
        
      } else {
        throw new Error('"user" is required!')
      }
      
      const value_role_71 = obj["role"]
      if (value_role_71 !== undefined) {
        json += ",\"role\":"
        
        if (typeof value_role_71 !== 'string') {
          if (value_role_71 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_role_71 instanceof Date) {
            json += JSON_STR_QUOTE + value_role_71.toISOString() + JSON_STR_QUOTE
          } else if (value_role_71 instanceof RegExp) {
            json += asString(value_role_71.source)
          } else {
            json += asString(value_role_71.toString())
          }
        } else {
          json += asString(value_role_71)
        }
        
      } else {
        throw new Error('"role" is required!')
      }
      
      const value_at_72 = obj["at"]
      if (value_at_72 !== undefined) {
        json += ",\"at\":"
        json += asDateTime(value_at_72)
      } else {
        throw new Error('"at" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/items/items/properties/preview_steps/items/properties/drift"
      function anonymous21 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_fields_64 = obj["fields"]
      if (value_fields_64 !== undefined) {
        json += "{\"fields\":"
        json += anonymous22(value_fields_64)
      } else {
        throw new Error('"fields" is required!')
      }
      
      const value_changed_at_65 = obj["changed_at"]
      if (value_changed_at_65 !== undefined) {
        json += ",\"changed_at\":"
        json += asDateTime(value_changed_at_65)
      } else {
        throw new Error('"changed_at" is required!')
      }
      
      const value_by_66 = obj["by"]
      if (value_by_66 !== undefined) {
        json += ",\"by\":"
        json += anonymous23(value_by_66)
      }

return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/items/items/properties/preview_steps/items/properties/credential"
      function anonymous24 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        let addComma_74 = false

          const value_before_75 = obj["before"]
          if (value_before_75 !== undefined) {
            json += addComma_74 ? ",\"before\":" : ((addComma_74 = true), "{\"before\":")
            
        if (typeof value_before_75 !== 'string') {
          if (value_before_75 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_before_75 instanceof Date) {
            json += JSON_STR_QUOTE + value_before_75.toISOString() + JSON_STR_QUOTE
          } else if (value_before_75 instanceof RegExp) {
            json += asString(value_before_75.source)
          } else {
            json += asString(value_before_75.toString())
          }
        } else {
          json += asString(value_before_75)
        }
        
          }

          const value_after_76 = obj["after"]
          if (value_after_76 !== undefined) {
            json += addComma_74 ? ",\"after\":" : ((addComma_74 = true), "{\"after\":")
            
        if (typeof value_after_76 !== 'string') {
          if (value_after_76 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_after_76 instanceof Date) {
            json += JSON_STR_QUOTE + value_after_76.toISOString() + JSON_STR_QUOTE
          } else if (value_after_76 instanceof RegExp) {
            json += asString(value_after_76.source)
          } else {
            json += asString(value_after_76.toString())
          }
        } else {
          json += asString(value_after_76)
        }
        
          }
if (!addComma_74) json += JSON_STR_BEGIN_OBJECT

return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/items/items/properties/preview_steps/items"
      function anonymous5 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_kind_9 = obj["kind"]
      if (value_kind_9 !== undefined) {
        json += "{\"kind\":"
        
        if (typeof value_kind_9 !== 'string') {
          if (value_kind_9 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_kind_9 instanceof Date) {
            json += JSON_STR_QUOTE + value_kind_9.toISOString() + JSON_STR_QUOTE
          } else if (value_kind_9 instanceof RegExp) {
            json += asString(value_kind_9.source)
          } else {
            json += asString(value_kind_9.toString())
          }
        } else {
          json += asString(value_kind_9)
        }
        
      } else {
        throw new Error('"kind" is required!')
      }
      
      const value_op_10 = obj["op"]
      if (value_op_10 !== undefined) {
        json += ",\"op\":"
        
        if (typeof value_op_10 !== 'string') {
          if (value_op_10 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_op_10 instanceof Date) {
            json += JSON_STR_QUOTE + value_op_10.toISOString() + JSON_STR_QUOTE
          } else if (value_op_10 instanceof RegExp) {
            json += asString(value_op_10.source)
          } else {
            json += asString(value_op_10.toString())
          }
        } else {
          json += asString(value_op_10)
        }
        
      } else {
        throw new Error('"op" is required!')
      }
      
      const value_name_11 = obj["name"]
      if (value_name_11 !== undefined) {
        json += ",\"name\":"
        
        if (typeof value_name_11 !== 'string') {
          if (value_name_11 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_name_11 instanceof Date) {
            json += JSON_STR_QUOTE + value_name_11.toISOString() + JSON_STR_QUOTE
          } else if (value_name_11 instanceof RegExp) {
            json += asString(value_name_11.source)
          } else {
            json += asString(value_name_11.toString())
          }
        } else {
          json += asString(value_name_11)
        }
        
      }

      const value_variant_12 = obj["variant"]
      if (value_variant_12 !== undefined) {
        json += ",\"variant\":"
        
        if (typeof value_variant_12 !== 'string') {
          if (value_variant_12 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_variant_12 instanceof Date) {
            json += JSON_STR_QUOTE + value_variant_12.toISOString() + JSON_STR_QUOTE
          } else if (value_variant_12 instanceof RegExp) {
            json += asString(value_variant_12.source)
          } else {
            json += asString(value_variant_12.toString())
          }
        } else {
          json += asString(value_variant_12)
        }
        
      }

      const value_final_version_13 = obj["final_version"]
      if (value_final_version_13 !== undefined) {
        json += ",\"final_version\":"
        json += asInteger(value_final_version_13)
      }

      const value_id_14 = obj["id"]
      if (value_id_14 !== undefined) {
        json += ",\"id\":"
        
        if (typeof value_id_14 !== 'string') {
          if (value_id_14 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_id_14 instanceof Date) {
            json += JSON_STR_QUOTE + value_id_14.toISOString() + JSON_STR_QUOTE
          } else if (value_id_14 instanceof RegExp) {
            json += asString(value_id_14.source)
          } else {
            json += asString(value_id_14.toString())
          }
        } else {
          json += asString(value_id_14)
        }
        
      }

      const value_current_version_15 = obj["current_version"]
      if (value_current_version_15 !== undefined) {
        json += ",\"current_version\":"
        json += asInteger(value_current_version_15)
      }

      const value_destination_16 = obj["destination"]
      if (value_destination_16 !== undefined) {
        json += ",\"destination\":"
        json += anonymous6(value_destination_16)
      }

      const value_create_20 = obj["create"]
      if (value_create_20 !== undefined) {
        json += ",\"create\":"
        json += anonymous7(value_create_20)
      }

      const value_update_26 = obj["update"]
      if (value_update_26 !== undefined) {
        json += ",\"update\":"
        json += anonymous9(value_update_26)
      }

      const value_patch_31 = obj["patch"]
      if (value_patch_31 !== undefined) {
        json += ",\"patch\":"
        json += anonymous11(value_patch_31)
      }

      const value_before_37 = obj["before"]
      if (value_before_37 !== undefined) {
        json += ",\"before\":"
        json += anonymous13(value_before_37)
      }

      const value_after_39 = obj["after"]
      if (value_after_39 !== undefined) {
        json += ",\"after\":"
        json += anonymous14(value_after_39)
      }

      const value_compatibility_41 = obj["compatibility"]
      if (value_compatibility_41 !== undefined) {
        json += ",\"compatibility\":"
        
        if (typeof value_compatibility_41 !== 'string') {
          if (value_compatibility_41 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_compatibility_41 instanceof Date) {
            json += JSON_STR_QUOTE + value_compatibility_41.toISOString() + JSON_STR_QUOTE
          } else if (value_compatibility_41 instanceof RegExp) {
            json += asString(value_compatibility_41.source)
          } else {
            json += asString(value_compatibility_41.toString())
          }
        } else {
          json += asString(value_compatibility_41)
        }
        
      }

      const value_mode_42 = obj["mode"]
      if (value_mode_42 !== undefined) {
        json += ",\"mode\":"
        
        if (typeof value_mode_42 !== 'string') {
          if (value_mode_42 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_mode_42 instanceof Date) {
            json += JSON_STR_QUOTE + value_mode_42.toISOString() + JSON_STR_QUOTE
          } else if (value_mode_42 instanceof RegExp) {
            json += asString(value_mode_42.source)
          } else {
            json += asString(value_mode_42.toString())
          }
        } else {
          json += asString(value_mode_42)
        }
        
      }

      const value_checked_versions_43 = obj["checked_versions"]
      if (value_checked_versions_43 !== undefined) {
        json += ",\"checked_versions\":"
        json += anonymous15(value_checked_versions_43)
      }

      const value_failed_versions_44 = obj["failed_versions"]
      if (value_failed_versions_44 !== undefined) {
        json += ",\"failed_versions\":"
        json += anonymous16(value_failed_versions_44)
      }

      const value_reasons_45 = obj["reasons"]
      if (value_reasons_45 !== undefined) {
        json += ",\"reasons\":"
        json += anonymous17(value_reasons_45)
      }

      const value_equals_version_56 = obj["equals_version"]
      if (value_equals_version_56 !== undefined) {
        json += ",\"equals_version\":"
        json += asInteger(value_equals_version_56)
      }

      const value_weakened_mode_57 = obj["weakened_mode"]
      if (value_weakened_mode_57 !== undefined) {
        json += ",\"weakened_mode\":"
        json += anonymous20(value_weakened_mode_57)
      }

      const value_renamed_from_61 = obj["renamed_from"]
      if (value_renamed_from_61 !== undefined) {
        json += ",\"renamed_from\":"
        
        if (typeof value_renamed_from_61 !== 'string') {
          if (value_renamed_from_61 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_renamed_from_61 instanceof Date) {
            json += JSON_STR_QUOTE + value_renamed_from_61.toISOString() + JSON_STR_QUOTE
          } else if (value_renamed_from_61 instanceof RegExp) {
            json += asString(value_renamed_from_61.source)
          } else {
            json += asString(value_renamed_from_61.toString())
          }
        } else {
          json += asString(value_renamed_from_61)
        }
        
      }

      const value_drift_62 = obj["drift"]
      if (value_drift_62 !== undefined) {
        json += ",\"drift\":"
        json += anonymous21(value_drift_62)
      }

      const value_credential_73 = obj["credential"]
      if (value_credential_73 !== undefined) {
        json += ",\"credential\":"
        json += anonymous24(value_credential_73)
      }

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous4 (obj) {
      // "#/properties/data/properties/items/items/properties/preview_steps"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/items/items/properties/preview_steps' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous5(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous5(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data/properties/items/items/properties/summary"
      function anonymous25 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_create_83 = obj["create"]
      if (value_create_83 !== undefined) {
        json += "{\"create\":"
        json += asInteger(value_create_83)
      } else {
        throw new Error('"create" is required!')
      }
      
      const value_update_84 = obj["update"]
      if (value_update_84 !== undefined) {
        json += ",\"update\":"
        json += asInteger(value_update_84)
      } else {
        throw new Error('"update" is required!')
      }
      
      const value_delete_85 = obj["delete"]
      if (value_delete_85 !== undefined) {
        json += ",\"delete\":"
        json += asInteger(value_delete_85)
      } else {
        throw new Error('"delete" is required!')
      }
      
      const value_unchanged_86 = obj["unchanged"]
      if (value_unchanged_86 !== undefined) {
        json += ",\"unchanged\":"
        json += asInteger(value_unchanged_86)
      } else {
        throw new Error('"unchanged" is required!')
      }
      
      const value_breaking_87 = obj["breaking"]
      if (value_breaking_87 !== undefined) {
        json += ",\"breaking\":"
        json += asInteger(value_breaking_87)
      } else {
        throw new Error('"breaking" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/items/items/properties/diagnostics/items"
      function anonymous27 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_severity_90 = obj["severity"]
      if (value_severity_90 !== undefined) {
        json += "{\"severity\":"
        
        if (typeof value_severity_90 !== 'string') {
          if (value_severity_90 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_severity_90 instanceof Date) {
            json += JSON_STR_QUOTE + value_severity_90.toISOString() + JSON_STR_QUOTE
          } else if (value_severity_90 instanceof RegExp) {
            json += asString(value_severity_90.source)
          } else {
            json += asString(value_severity_90.toString())
          }
        } else {
          json += asString(value_severity_90)
        }
        
      } else {
        throw new Error('"severity" is required!')
      }
      
      const value_code_91 = obj["code"]
      if (value_code_91 !== undefined) {
        json += ",\"code\":"
        
        if (typeof value_code_91 !== 'string') {
          if (value_code_91 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_code_91 instanceof Date) {
            json += JSON_STR_QUOTE + value_code_91.toISOString() + JSON_STR_QUOTE
          } else if (value_code_91 instanceof RegExp) {
            json += asString(value_code_91.source)
          } else {
            json += asString(value_code_91.toString())
          }
        } else {
          json += asString(value_code_91)
        }
        
      } else {
        throw new Error('"code" is required!')
      }
      
      const value_message_92 = obj["message"]
      if (value_message_92 !== undefined) {
        json += ",\"message\":"
        
        if (typeof value_message_92 !== 'string') {
          if (value_message_92 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_92 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_92.toISOString() + JSON_STR_QUOTE
          } else if (value_message_92 instanceof RegExp) {
            json += asString(value_message_92.source)
          } else {
            json += asString(value_message_92.toString())
          }
        } else {
          json += asString(value_message_92)
        }
        
      } else {
        throw new Error('"message" is required!')
      }
      
      const value_pointer_93 = obj["pointer"]
      if (value_pointer_93 !== undefined) {
        json += ",\"pointer\":"
        
        if (typeof value_pointer_93 !== 'string') {
          if (value_pointer_93 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_pointer_93 instanceof Date) {
            json += JSON_STR_QUOTE + value_pointer_93.toISOString() + JSON_STR_QUOTE
          } else if (value_pointer_93 instanceof RegExp) {
            json += asString(value_pointer_93.source)
          } else {
            json += asString(value_pointer_93.toString())
          }
        } else {
          json += asString(value_pointer_93)
        }
        
      } else {
        throw new Error('"pointer" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous26 (obj) {
      // "#/properties/data/properties/items/items/properties/diagnostics"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/items/items/properties/diagnostics' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous27(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous27(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data/properties/items/items/properties/overrides/items"
      function anonymous29 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_policy_96 = obj["policy"]
      if (value_policy_96 !== undefined) {
        json += "{\"policy\":"
        
        if (typeof value_policy_96 !== 'string') {
          if (value_policy_96 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_policy_96 instanceof Date) {
            json += JSON_STR_QUOTE + value_policy_96.toISOString() + JSON_STR_QUOTE
          } else if (value_policy_96 instanceof RegExp) {
            json += asString(value_policy_96.source)
          } else {
            json += asString(value_policy_96.toString())
          }
        } else {
          json += asString(value_policy_96)
        }
        
      } else {
        throw new Error('"policy" is required!')
      }
      
      const value_reason_97 = obj["reason"]
      if (value_reason_97 !== undefined) {
        json += ",\"reason\":"
        
        if (typeof value_reason_97 !== 'string') {
          if (value_reason_97 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_reason_97 instanceof Date) {
            json += JSON_STR_QUOTE + value_reason_97.toISOString() + JSON_STR_QUOTE
          } else if (value_reason_97 instanceof RegExp) {
            json += asString(value_reason_97.source)
          } else {
            json += asString(value_reason_97.toString())
          }
        } else {
          json += asString(value_reason_97)
        }
        
      } else {
        throw new Error('"reason" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous28 (obj) {
      // "#/properties/data/properties/items/items/properties/overrides"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/items/items/properties/overrides' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous29(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous29(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "__fjs_merged_41#"
      function anonymous30 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_key_id_103 = obj["key_id"]
      if (value_key_id_103 !== undefined) {
        json += "{\"key_id\":"
        
          if (value_key_id_103 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_id_103 === "string" ||
            value_key_id_103 === null ||
            value_key_id_103 instanceof Date ||
            value_key_id_103 instanceof RegExp ||
            (
              typeof value_key_id_103 === "object" &&
              typeof value_key_id_103.toString === "function" &&
              value_key_id_103.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_id_103 !== 'string') {
          if (value_key_id_103 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_id_103 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_id_103.toISOString() + JSON_STR_QUOTE
          } else if (value_key_id_103 instanceof RegExp) {
            json += asString(value_key_id_103.source)
          } else {
            json += asString(value_key_id_103.toString())
          }
        } else {
          json += asString(value_key_id_103)
        }
        
          }
        
    else throw new TypeError("The value of '__fjs_merged_41#/properties/key_id' does not match schema definition.")
  
      } else {
        throw new Error('"key_id" is required!')
      }
      
      const value_key_name_104 = obj["key_name"]
      if (value_key_name_104 !== undefined) {
        json += ",\"key_name\":"
        
          if (value_key_name_104 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_name_104 === "string" ||
            value_key_name_104 === null ||
            value_key_name_104 instanceof Date ||
            value_key_name_104 instanceof RegExp ||
            (
              typeof value_key_name_104 === "object" &&
              typeof value_key_name_104.toString === "function" &&
              value_key_name_104.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_name_104 !== 'string') {
          if (value_key_name_104 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_name_104 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_name_104.toISOString() + JSON_STR_QUOTE
          } else if (value_key_name_104 instanceof RegExp) {
            json += asString(value_key_name_104.source)
          } else {
            json += asString(value_key_name_104.toString())
          }
        } else {
          json += asString(value_key_name_104)
        }
        
          }
        
    else throw new TypeError("The value of '__fjs_merged_41#/properties/key_name' does not match schema definition.")
  
      } else {
        throw new Error('"key_name" is required!')
      }
      
      const value_user_105 = obj["user"]
      if (value_user_105 !== undefined) {
        json += ",\"user\":"
        
        if (typeof value_user_105 !== 'string') {
          if (value_user_105 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_user_105 instanceof Date) {
            json += JSON_STR_QUOTE + value_user_105.toISOString() + JSON_STR_QUOTE
          } else if (value_user_105 instanceof RegExp) {
            json += asString(value_user_105.source)
          } else {
            json += asString(value_user_105.toString())
          }
        } else {
          json += asString(value_user_105)
        }
        
      } else {
        throw new Error('"user" is required!')
      }
      
      const value_role_106 = obj["role"]
      if (value_role_106 !== undefined) {
        json += ",\"role\":"
        
        if (typeof value_role_106 !== 'string') {
          if (value_role_106 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_role_106 instanceof Date) {
            json += JSON_STR_QUOTE + value_role_106.toISOString() + JSON_STR_QUOTE
          } else if (value_role_106 instanceof RegExp) {
            json += asString(value_role_106.source)
          } else {
            json += asString(value_role_106.toString())
          }
        } else {
          json += asString(value_role_106)
        }
        
      } else {
        throw new Error('"role" is required!')
      }
      
      const value_at_107 = obj["at"]
      if (value_at_107 !== undefined) {
        json += ",\"at\":"
        json += asDateTime(value_at_107)
      } else {
        throw new Error('"at" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "__fjs_merged_43#"
      function anonymous31 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_key_id_110 = obj["key_id"]
      if (value_key_id_110 !== undefined) {
        json += "{\"key_id\":"
        
          if (value_key_id_110 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_id_110 === "string" ||
            value_key_id_110 === null ||
            value_key_id_110 instanceof Date ||
            value_key_id_110 instanceof RegExp ||
            (
              typeof value_key_id_110 === "object" &&
              typeof value_key_id_110.toString === "function" &&
              value_key_id_110.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_id_110 !== 'string') {
          if (value_key_id_110 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_id_110 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_id_110.toISOString() + JSON_STR_QUOTE
          } else if (value_key_id_110 instanceof RegExp) {
            json += asString(value_key_id_110.source)
          } else {
            json += asString(value_key_id_110.toString())
          }
        } else {
          json += asString(value_key_id_110)
        }
        
          }
        
    else throw new TypeError("The value of '__fjs_merged_43#/properties/key_id' does not match schema definition.")
  
      } else {
        throw new Error('"key_id" is required!')
      }
      
      const value_key_name_111 = obj["key_name"]
      if (value_key_name_111 !== undefined) {
        json += ",\"key_name\":"
        
          if (value_key_name_111 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_name_111 === "string" ||
            value_key_name_111 === null ||
            value_key_name_111 instanceof Date ||
            value_key_name_111 instanceof RegExp ||
            (
              typeof value_key_name_111 === "object" &&
              typeof value_key_name_111.toString === "function" &&
              value_key_name_111.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_name_111 !== 'string') {
          if (value_key_name_111 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_name_111 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_name_111.toISOString() + JSON_STR_QUOTE
          } else if (value_key_name_111 instanceof RegExp) {
            json += asString(value_key_name_111.source)
          } else {
            json += asString(value_key_name_111.toString())
          }
        } else {
          json += asString(value_key_name_111)
        }
        
          }
        
    else throw new TypeError("The value of '__fjs_merged_43#/properties/key_name' does not match schema definition.")
  
      } else {
        throw new Error('"key_name" is required!')
      }
      
      const value_user_112 = obj["user"]
      if (value_user_112 !== undefined) {
        json += ",\"user\":"
        
        if (typeof value_user_112 !== 'string') {
          if (value_user_112 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_user_112 instanceof Date) {
            json += JSON_STR_QUOTE + value_user_112.toISOString() + JSON_STR_QUOTE
          } else if (value_user_112 instanceof RegExp) {
            json += asString(value_user_112.source)
          } else {
            json += asString(value_user_112.toString())
          }
        } else {
          json += asString(value_user_112)
        }
        
      } else {
        throw new Error('"user" is required!')
      }
      
      const value_role_113 = obj["role"]
      if (value_role_113 !== undefined) {
        json += ",\"role\":"
        
        if (typeof value_role_113 !== 'string') {
          if (value_role_113 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_role_113 instanceof Date) {
            json += JSON_STR_QUOTE + value_role_113.toISOString() + JSON_STR_QUOTE
          } else if (value_role_113 instanceof RegExp) {
            json += asString(value_role_113.source)
          } else {
            json += asString(value_role_113.toString())
          }
        } else {
          json += asString(value_role_113)
        }
        
      } else {
        throw new Error('"role" is required!')
      }
      
      const value_at_114 = obj["at"]
      if (value_at_114 !== undefined) {
        json += ",\"at\":"
        json += asDateTime(value_at_114)
      } else {
        throw new Error('"at" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/items/items/properties/policy/properties/set"
      function anonymous33 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_version_120 = obj["version"]
      if (value_version_120 !== undefined) {
        json += "{\"version\":"
        json += asInteger(value_version_120)
      } else {
        throw new Error('"version" is required!')
      }
      
      const value_digest_121 = obj["digest"]
      if (value_digest_121 !== undefined) {
        json += ",\"digest\":"
        
        if (typeof value_digest_121 !== 'string') {
          if (value_digest_121 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_digest_121 instanceof Date) {
            json += JSON_STR_QUOTE + value_digest_121.toISOString() + JSON_STR_QUOTE
          } else if (value_digest_121 instanceof RegExp) {
            json += asString(value_digest_121.source)
          } else {
            json += asString(value_digest_121.toString())
          }
        } else {
          json += asString(value_digest_121)
        }
        
      } else {
        throw new Error('"digest" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/items/items/properties/policy/properties/results/items"
      function anonymous35 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_policy_124 = obj["policy"]
      if (value_policy_124 !== undefined) {
        json += "{\"policy\":"
        
        if (typeof value_policy_124 !== 'string') {
          if (value_policy_124 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_policy_124 instanceof Date) {
            json += JSON_STR_QUOTE + value_policy_124.toISOString() + JSON_STR_QUOTE
          } else if (value_policy_124 instanceof RegExp) {
            json += asString(value_policy_124.source)
          } else {
            json += asString(value_policy_124.toString())
          }
        } else {
          json += asString(value_policy_124)
        }
        
      } else {
        throw new Error('"policy" is required!')
      }
      
      const value_enforcement_125 = obj["enforcement"]
      if (value_enforcement_125 !== undefined) {
        json += ",\"enforcement\":"
        
        if (typeof value_enforcement_125 !== 'string') {
          if (value_enforcement_125 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_enforcement_125 instanceof Date) {
            json += JSON_STR_QUOTE + value_enforcement_125.toISOString() + JSON_STR_QUOTE
          } else if (value_enforcement_125 instanceof RegExp) {
            json += asString(value_enforcement_125.source)
          } else {
            json += asString(value_enforcement_125.toString())
          }
        } else {
          json += asString(value_enforcement_125)
        }
        
      } else {
        throw new Error('"enforcement" is required!')
      }
      
      const value_scope_126 = obj["scope"]
      if (value_scope_126 !== undefined) {
        json += ",\"scope\":"
        
        if (typeof value_scope_126 !== 'string') {
          if (value_scope_126 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_scope_126 instanceof Date) {
            json += JSON_STR_QUOTE + value_scope_126.toISOString() + JSON_STR_QUOTE
          } else if (value_scope_126 instanceof RegExp) {
            json += asString(value_scope_126.source)
          } else {
            json += asString(value_scope_126.toString())
          }
        } else {
          json += asString(value_scope_126)
        }
        
      } else {
        throw new Error('"scope" is required!')
      }
      
      const value_subject_127 = obj["subject"]
      if (value_subject_127 !== undefined) {
        json += ",\"subject\":"
        
        if (typeof value_subject_127 !== 'string') {
          if (value_subject_127 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_subject_127 instanceof Date) {
            json += JSON_STR_QUOTE + value_subject_127.toISOString() + JSON_STR_QUOTE
          } else if (value_subject_127 instanceof RegExp) {
            json += asString(value_subject_127.source)
          } else {
            json += asString(value_subject_127.toString())
          }
        } else {
          json += asString(value_subject_127)
        }
        
      } else {
        throw new Error('"subject" is required!')
      }
      
      const value_message_128 = obj["message"]
      if (value_message_128 !== undefined) {
        json += ",\"message\":"
        
        if (typeof value_message_128 !== 'string') {
          if (value_message_128 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_128 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_128.toISOString() + JSON_STR_QUOTE
          } else if (value_message_128 instanceof RegExp) {
            json += asString(value_message_128.source)
          } else {
            json += asString(value_message_128.toString())
          }
        } else {
          json += asString(value_message_128)
        }
        
      } else {
        throw new Error('"message" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous34 (obj) {
      // "#/properties/data/properties/items/items/properties/policy/properties/results"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/items/items/properties/policy/properties/results' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous35(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous35(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data/properties/items/items/properties/policy/properties/errors/items"
      function anonymous37 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_policy_131 = obj["policy"]
      if (value_policy_131 !== undefined) {
        json += "{\"policy\":"
        
        if (typeof value_policy_131 !== 'string') {
          if (value_policy_131 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_policy_131 instanceof Date) {
            json += JSON_STR_QUOTE + value_policy_131.toISOString() + JSON_STR_QUOTE
          } else if (value_policy_131 instanceof RegExp) {
            json += asString(value_policy_131.source)
          } else {
            json += asString(value_policy_131.toString())
          }
        } else {
          json += asString(value_policy_131)
        }
        
      } else {
        throw new Error('"policy" is required!')
      }
      
      const value_enforcement_132 = obj["enforcement"]
      if (value_enforcement_132 !== undefined) {
        json += ",\"enforcement\":"
        
        if (typeof value_enforcement_132 !== 'string') {
          if (value_enforcement_132 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_enforcement_132 instanceof Date) {
            json += JSON_STR_QUOTE + value_enforcement_132.toISOString() + JSON_STR_QUOTE
          } else if (value_enforcement_132 instanceof RegExp) {
            json += asString(value_enforcement_132.source)
          } else {
            json += asString(value_enforcement_132.toString())
          }
        } else {
          json += asString(value_enforcement_132)
        }
        
      } else {
        throw new Error('"enforcement" is required!')
      }
      
      const value_subject_133 = obj["subject"]
      if (value_subject_133 !== undefined) {
        json += ",\"subject\":"
        
        if (typeof value_subject_133 !== 'string') {
          if (value_subject_133 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_subject_133 instanceof Date) {
            json += JSON_STR_QUOTE + value_subject_133.toISOString() + JSON_STR_QUOTE
          } else if (value_subject_133 instanceof RegExp) {
            json += asString(value_subject_133.source)
          } else {
            json += asString(value_subject_133.toString())
          }
        } else {
          json += asString(value_subject_133)
        }
        
      } else {
        throw new Error('"subject" is required!')
      }
      
      const value_code_134 = obj["code"]
      if (value_code_134 !== undefined) {
        json += ",\"code\":"
        
        if (typeof value_code_134 !== 'string') {
          if (value_code_134 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_code_134 instanceof Date) {
            json += JSON_STR_QUOTE + value_code_134.toISOString() + JSON_STR_QUOTE
          } else if (value_code_134 instanceof RegExp) {
            json += asString(value_code_134.source)
          } else {
            json += asString(value_code_134.toString())
          }
        } else {
          json += asString(value_code_134)
        }
        
      } else {
        throw new Error('"code" is required!')
      }
      
      const value_message_135 = obj["message"]
      if (value_message_135 !== undefined) {
        json += ",\"message\":"
        
        if (typeof value_message_135 !== 'string') {
          if (value_message_135 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_135 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_135.toISOString() + JSON_STR_QUOTE
          } else if (value_message_135 instanceof RegExp) {
            json += asString(value_message_135.source)
          } else {
            json += asString(value_message_135.toString())
          }
        } else {
          json += asString(value_message_135)
        }
        
      } else {
        throw new Error('"message" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous36 (obj) {
      // "#/properties/data/properties/items/items/properties/policy/properties/errors"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/items/items/properties/policy/properties/errors' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous37(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous37(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data/properties/items/items/properties/policy"
      function anonymous32 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_set_118 = obj["set"]
      if (value_set_118 !== undefined) {
        json += "{\"set\":"
        json += anonymous33(value_set_118)
      } else {
        throw new Error('"set" is required!')
      }
      
      const value_results_122 = obj["results"]
      if (value_results_122 !== undefined) {
        json += ",\"results\":"
        json += anonymous34(value_results_122)
      } else {
        throw new Error('"results" is required!')
      }
      
      const value_errors_129 = obj["errors"]
      if (value_errors_129 !== undefined) {
        json += ",\"errors\":"
        json += anonymous36(value_errors_129)
      } else {
        throw new Error('"errors" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous38 (obj) {
      // "#/properties/data/properties/items/items/properties/targets"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/items/items/properties/targets' does not match schema definition.")
    }
    const arrayLength = obj.length
  
      if (typeof arrayLength === 'number' && arrayLength >= 128 && Number.isInteger(arrayLength) && arrayLength <= 0xffffffff) {
        return asPlainStringArray(obj, arrayLength)
      }
      
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        
        if (typeof value !== 'string') {
          if (value === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value instanceof Date) {
            json += JSON_STR_QUOTE + value.toISOString() + JSON_STR_QUOTE
          } else if (value instanceof RegExp) {
            json += asString(value.source)
          } else {
            json += asString(value.toString())
          }
        } else {
          json += asString(value)
        }
        
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          
        if (typeof value !== 'string') {
          if (value === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value instanceof Date) {
            json += JSON_STR_QUOTE + value.toISOString() + JSON_STR_QUOTE
          } else if (value instanceof RegExp) {
            json += asString(value.source)
          } else {
            json += asString(value.toString())
          }
        } else {
          json += asString(value)
        }
        
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data/properties/items/items"
      function anonymous3 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_id_5 = obj["id"]
      if (value_id_5 !== undefined) {
        json += "{\"id\":"
        
        if (typeof value_id_5 !== 'string') {
          if (value_id_5 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_id_5 instanceof Date) {
            json += JSON_STR_QUOTE + value_id_5.toISOString() + JSON_STR_QUOTE
          } else if (value_id_5 instanceof RegExp) {
            json += asString(value_id_5.source)
          } else {
            json += asString(value_id_5.toString())
          }
        } else {
          json += asString(value_id_5)
        }
        
      } else {
        throw new Error('"id" is required!')
      }
      
      const value_org_id_6 = obj["org_id"]
      if (value_org_id_6 !== undefined) {
        json += ",\"org_id\":"
        
        if (typeof value_org_id_6 !== 'string') {
          if (value_org_id_6 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_org_id_6 instanceof Date) {
            json += JSON_STR_QUOTE + value_org_id_6.toISOString() + JSON_STR_QUOTE
          } else if (value_org_id_6 instanceof RegExp) {
            json += asString(value_org_id_6.source)
          } else {
            json += asString(value_org_id_6.toString())
          }
        } else {
          json += asString(value_org_id_6)
        }
        
      } else {
        throw new Error('"org_id" is required!')
      }
      
      const value_preview_steps_7 = obj["preview_steps"]
      if (value_preview_steps_7 !== undefined) {
        json += ",\"preview_steps\":"
        json += anonymous4(value_preview_steps_7)
      } else {
        throw new Error('"preview_steps" is required!')
      }
      
      const value_status_77 = obj["status"]
      if (value_status_77 !== undefined) {
        json += ",\"status\":"
        
        if (typeof value_status_77 !== 'string') {
          if (value_status_77 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_status_77 instanceof Date) {
            json += JSON_STR_QUOTE + value_status_77.toISOString() + JSON_STR_QUOTE
          } else if (value_status_77 instanceof RegExp) {
            json += asString(value_status_77.source)
          } else {
            json += asString(value_status_77.toString())
          }
        } else {
          json += asString(value_status_77)
        }
        
      } else {
        throw new Error('"status" is required!')
      }
      
      const value_updated_at_78 = obj["updated_at"]
      if (value_updated_at_78 !== undefined) {
        json += ",\"updated_at\":"
        json += asDateTime(value_updated_at_78)
      } else {
        throw new Error('"updated_at" is required!')
      }
      
      const value_serial_79 = obj["serial"]
      if (value_serial_79 !== undefined) {
        json += ",\"serial\":"
        json += asInteger(value_serial_79)
      } else {
        throw new Error('"serial" is required!')
      }
      
      const value_digest_80 = obj["digest"]
      if (value_digest_80 !== undefined) {
        json += ",\"digest\":"
        
        if (typeof value_digest_80 !== 'string') {
          if (value_digest_80 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_digest_80 instanceof Date) {
            json += JSON_STR_QUOTE + value_digest_80.toISOString() + JSON_STR_QUOTE
          } else if (value_digest_80 instanceof RegExp) {
            json += asString(value_digest_80.source)
          } else {
            json += asString(value_digest_80.toString())
          }
        } else {
          json += asString(value_digest_80)
        }
        
      } else {
        throw new Error('"digest" is required!')
      }
      
      const value_summary_81 = obj["summary"]
      if (value_summary_81 !== undefined) {
        json += ",\"summary\":"
        json += anonymous25(value_summary_81)
      } else {
        throw new Error('"summary" is required!')
      }
      
      const value_diagnostics_88 = obj["diagnostics"]
      if (value_diagnostics_88 !== undefined) {
        json += ",\"diagnostics\":"
        json += anonymous26(value_diagnostics_88)
      } else {
        throw new Error('"diagnostics" is required!')
      }
      
      const value_overrides_94 = obj["overrides"]
      if (value_overrides_94 !== undefined) {
        json += ",\"overrides\":"
        json += anonymous28(value_overrides_94)
      } else {
        throw new Error('"overrides" is required!')
      }
      
      const value_error_message_98 = obj["error_message"]
      if (value_error_message_98 !== undefined) {
        json += ",\"error_message\":"
        
        if (typeof value_error_message_98 !== 'string') {
          if (value_error_message_98 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_error_message_98 instanceof Date) {
            json += JSON_STR_QUOTE + value_error_message_98.toISOString() + JSON_STR_QUOTE
          } else if (value_error_message_98 instanceof RegExp) {
            json += asString(value_error_message_98.source)
          } else {
            json += asString(value_error_message_98.toString())
          }
        } else {
          json += asString(value_error_message_98)
        }
        
      }

      const value_applied_at_99 = obj["applied_at"]
      if (value_applied_at_99 !== undefined) {
        json += ",\"applied_at\":"
        json += asDateTime(value_applied_at_99)
      }

      const value_lineage_100 = obj["lineage"]
      if (value_lineage_100 !== undefined) {
        json += ",\"lineage\":"
        
        if (typeof value_lineage_100 !== 'string') {
          if (value_lineage_100 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_lineage_100 instanceof Date) {
            json += JSON_STR_QUOTE + value_lineage_100.toISOString() + JSON_STR_QUOTE
          } else if (value_lineage_100 instanceof RegExp) {
            json += asString(value_lineage_100.source)
          } else {
            json += asString(value_lineage_100.toString())
          }
        } else {
          json += asString(value_lineage_100)
        }
        
      }

      const value_planned_by_101 = obj["planned_by"]
      if (value_planned_by_101 !== undefined) {
        json += ",\"planned_by\":"
        
      if((validate_0 || (validate_0 = validator.getSchemaValidator("__fjs_root_40#/properties/data/properties/items/items/properties/planned_by/oneOf/0")))(value_planned_by_101)) {
        json += anonymous30(value_planned_by_101)
      }
    
      else if((validate_1 || (validate_1 = validator.getSchemaValidator("__fjs_root_40#/properties/data/properties/items/items/properties/planned_by/oneOf/1")))(value_planned_by_101)) {
        json += JSON_STR_NULL
      }
    
    else throw new TypeError("The value of '#/properties/data/properties/items/items/properties/planned_by' does not match schema definition.")
  
      }

      const value_applied_by_108 = obj["applied_by"]
      if (value_applied_by_108 !== undefined) {
        json += ",\"applied_by\":"
        
      if((validate_2 || (validate_2 = validator.getSchemaValidator("__fjs_root_40#/properties/data/properties/items/items/properties/applied_by/oneOf/0")))(value_applied_by_108)) {
        json += anonymous31(value_applied_by_108)
      }
    
      else if((validate_3 || (validate_3 = validator.getSchemaValidator("__fjs_root_40#/properties/data/properties/items/items/properties/applied_by/oneOf/1")))(value_applied_by_108)) {
        json += JSON_STR_NULL
      }
    
    else throw new TypeError("The value of '#/properties/data/properties/items/items/properties/applied_by' does not match schema definition.")
  
      }

      const value_message_115 = obj["message"]
      if (value_message_115 !== undefined) {
        json += ",\"message\":"
        
          if (value_message_115 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_message_115 === "string" ||
            value_message_115 === null ||
            value_message_115 instanceof Date ||
            value_message_115 instanceof RegExp ||
            (
              typeof value_message_115 === "object" &&
              typeof value_message_115.toString === "function" &&
              value_message_115.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_message_115 !== 'string') {
          if (value_message_115 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_115 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_115.toISOString() + JSON_STR_QUOTE
          } else if (value_message_115 instanceof RegExp) {
            json += asString(value_message_115.source)
          } else {
            json += asString(value_message_115.toString())
          }
        } else {
          json += asString(value_message_115)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/items/items/properties/message' does not match schema definition.")
  
      }

      const value_policy_116 = obj["policy"]
      if (value_policy_116 !== undefined) {
        json += ",\"policy\":"
        json += anonymous32(value_policy_116)
      }

      const value_partial_136 = obj["partial"]
      if (value_partial_136 !== undefined) {
        json += ",\"partial\":"
        json += asBoolean(value_partial_136)
      }

      const value_targets_137 = obj["targets"]
      if (value_targets_137 !== undefined) {
        json += ",\"targets\":"
        json += anonymous38(value_targets_137)
      }

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous2 (obj) {
      // "#/properties/data/properties/items"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/items' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous3(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous3(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data"
      function anonymous1 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_items_3 = obj["items"]
      if (value_items_3 !== undefined) {
        json += "{\"items\":"
        json += anonymous2(value_items_3)
      } else {
        throw new Error('"items" is required!')
      }
      
      const value_next_cursor_138 = obj["next_cursor"]
      if (value_next_cursor_138 !== undefined) {
        json += ",\"next_cursor\":"
        
          if (value_next_cursor_138 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_next_cursor_138 === "string" ||
            value_next_cursor_138 === null ||
            value_next_cursor_138 instanceof Date ||
            value_next_cursor_138 instanceof RegExp ||
            (
              typeof value_next_cursor_138 === "object" &&
              typeof value_next_cursor_138.toString === "function" &&
              value_next_cursor_138.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_next_cursor_138 !== 'string') {
          if (value_next_cursor_138 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_next_cursor_138 instanceof Date) {
            json += JSON_STR_QUOTE + value_next_cursor_138.toISOString() + JSON_STR_QUOTE
          } else if (value_next_cursor_138 instanceof RegExp) {
            json += asString(value_next_cursor_138.source)
          } else {
            json += asString(value_next_cursor_138.toString())
          }
        } else {
          json += asString(value_next_cursor_138)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/next_cursor' does not match schema definition.")
  
      } else {
        throw new Error('"next_cursor" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/errors/items"
      function anonymous40 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_code_141 = obj["code"]
      if (value_code_141 !== undefined) {
        json += "{\"code\":"
        
        if (typeof value_code_141 !== 'string') {
          if (value_code_141 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_code_141 instanceof Date) {
            json += JSON_STR_QUOTE + value_code_141.toISOString() + JSON_STR_QUOTE
          } else if (value_code_141 instanceof RegExp) {
            json += asString(value_code_141.source)
          } else {
            json += asString(value_code_141.toString())
          }
        } else {
          json += asString(value_code_141)
        }
        
      } else {
        throw new Error('"code" is required!')
      }
      
      const value_message_142 = obj["message"]
      if (value_message_142 !== undefined) {
        json += ",\"message\":"
        
        if (typeof value_message_142 !== 'string') {
          if (value_message_142 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_142 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_142.toISOString() + JSON_STR_QUOTE
          } else if (value_message_142 instanceof RegExp) {
            json += asString(value_message_142.source)
          } else {
            json += asString(value_message_142.toString())
          }
        } else {
          json += asString(value_message_142)
        }
        
      } else {
        throw new Error('"message" is required!')
      }
      
      const value_pointer_143 = obj["pointer"]
      if (value_pointer_143 !== undefined) {
        json += ",\"pointer\":"
        
        if (typeof value_pointer_143 !== 'string') {
          if (value_pointer_143 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_pointer_143 instanceof Date) {
            json += JSON_STR_QUOTE + value_pointer_143.toISOString() + JSON_STR_QUOTE
          } else if (value_pointer_143 instanceof RegExp) {
            json += asString(value_pointer_143.source)
          } else {
            json += asString(value_pointer_143.toString())
          }
        } else {
          json += asString(value_pointer_143)
        }
        
      }

      const value_hint_144 = obj["hint"]
      if (value_hint_144 !== undefined) {
        json += ",\"hint\":"
        
        if (typeof value_hint_144 !== 'string') {
          if (value_hint_144 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_hint_144 instanceof Date) {
            json += JSON_STR_QUOTE + value_hint_144.toISOString() + JSON_STR_QUOTE
          } else if (value_hint_144 instanceof RegExp) {
            json += asString(value_hint_144.source)
          } else {
            json += asString(value_hint_144.toString())
          }
        } else {
          json += asString(value_hint_144)
        }
        
      }

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous39 (obj) {
      // "#/properties/errors"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/errors' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous40(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous40(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/warnings/items"
      function anonymous42 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_code_147 = obj["code"]
      if (value_code_147 !== undefined) {
        json += "{\"code\":"
        
        if (typeof value_code_147 !== 'string') {
          if (value_code_147 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_code_147 instanceof Date) {
            json += JSON_STR_QUOTE + value_code_147.toISOString() + JSON_STR_QUOTE
          } else if (value_code_147 instanceof RegExp) {
            json += asString(value_code_147.source)
          } else {
            json += asString(value_code_147.toString())
          }
        } else {
          json += asString(value_code_147)
        }
        
      } else {
        throw new Error('"code" is required!')
      }
      
      const value_message_148 = obj["message"]
      if (value_message_148 !== undefined) {
        json += ",\"message\":"
        
        if (typeof value_message_148 !== 'string') {
          if (value_message_148 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_148 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_148.toISOString() + JSON_STR_QUOTE
          } else if (value_message_148 instanceof RegExp) {
            json += asString(value_message_148.source)
          } else {
            json += asString(value_message_148.toString())
          }
        } else {
          json += asString(value_message_148)
        }
        
      } else {
        throw new Error('"message" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous41 (obj) {
      // "#/properties/warnings"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/warnings' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous42(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous42(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#"
      function anonymous0 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_data_1 = obj["data"]
      if (value_data_1 !== undefined) {
        json += "{\"data\":"
        json += anonymous1(value_data_1)
      } else {
        throw new Error('"data" is required!')
      }
      
      const value_errors_139 = obj["errors"]
      if (value_errors_139 !== undefined) {
        json += ",\"errors\":"
        
          if (value_errors_139 === null) {
            json += JSON_STR_NULL
          }
          
          else if(Array.isArray(value_errors_139)) {
            json += anonymous39(value_errors_139)
          }
        
    else throw new TypeError("The value of '#/properties/errors' does not match schema definition.")
  
      }

      const value_warnings_145 = obj["warnings"]
      if (value_warnings_145 !== undefined) {
        json += ",\"warnings\":"
        json += anonymous41(value_warnings_145)
      }

return json + JSON_STR_END_OBJECT

      }
    
    const main = anonymous0
    return main
    
}(validator, serializer)
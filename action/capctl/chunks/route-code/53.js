
  'use strict'

  const Serializer = require('fast-json-stringify/lib/serializer')
  const serializerState = {"mode":"standalone"}
  const serializer = Serializer.restoreFromState(serializerState)

  const validator = null


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
    
  
    
    function anonymous2 (obj) {
      // "#/properties/data/properties/default_permissions"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/default_permissions' does not match schema definition.")
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

      // "#/properties/data"
      function anonymous1 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_org_id_3 = obj["org_id"]
      if (value_org_id_3 !== undefined) {
        json += "{\"org_id\":"
        
        if (typeof value_org_id_3 !== 'string') {
          if (value_org_id_3 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_org_id_3 instanceof Date) {
            json += JSON_STR_QUOTE + value_org_id_3.toISOString() + JSON_STR_QUOTE
          } else if (value_org_id_3 instanceof RegExp) {
            json += asString(value_org_id_3.source)
          } else {
            json += asString(value_org_id_3.toString())
          }
        } else {
          json += asString(value_org_id_3)
        }
        
      } else {
        throw new Error('"org_id" is required!')
      }
      
      const value_default_permissions_4 = obj["default_permissions"]
      if (value_default_permissions_4 !== undefined) {
        json += ",\"default_permissions\":"
        json += anonymous2(value_default_permissions_4)
      } else {
        throw new Error('"default_permissions" is required!')
      }
      
      const value_enabled_5 = obj["enabled"]
      if (value_enabled_5 !== undefined) {
        json += ",\"enabled\":"
        json += asBoolean(value_enabled_5)
      } else {
        throw new Error('"enabled" is required!')
      }
      
      const value_domain_6 = obj["domain"]
      if (value_domain_6 !== undefined) {
        json += ",\"domain\":"
        
        if (typeof value_domain_6 !== 'string') {
          if (value_domain_6 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_domain_6 instanceof Date) {
            json += JSON_STR_QUOTE + value_domain_6.toISOString() + JSON_STR_QUOTE
          } else if (value_domain_6 instanceof RegExp) {
            json += asString(value_domain_6.source)
          } else {
            json += asString(value_domain_6.toString())
          }
        } else {
          json += asString(value_domain_6)
        }
        
      } else {
        throw new Error('"domain" is required!')
      }
      
      const value_vcs_org_7 = obj["vcs_org"]
      if (value_vcs_org_7 !== undefined) {
        json += ",\"vcs_org\":"
        
        if (typeof value_vcs_org_7 !== 'string') {
          if (value_vcs_org_7 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_vcs_org_7 instanceof Date) {
            json += JSON_STR_QUOTE + value_vcs_org_7.toISOString() + JSON_STR_QUOTE
          } else if (value_vcs_org_7 instanceof RegExp) {
            json += asString(value_vcs_org_7.source)
          } else {
            json += asString(value_vcs_org_7.toString())
          }
        } else {
          json += asString(value_vcs_org_7)
        }
        
      } else {
        throw new Error('"vcs_org" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/errors/items"
      function anonymous4 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_code_10 = obj["code"]
      if (value_code_10 !== undefined) {
        json += "{\"code\":"
        
        if (typeof value_code_10 !== 'string') {
          if (value_code_10 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_code_10 instanceof Date) {
            json += JSON_STR_QUOTE + value_code_10.toISOString() + JSON_STR_QUOTE
          } else if (value_code_10 instanceof RegExp) {
            json += asString(value_code_10.source)
          } else {
            json += asString(value_code_10.toString())
          }
        } else {
          json += asString(value_code_10)
        }
        
      } else {
        throw new Error('"code" is required!')
      }
      
      const value_message_11 = obj["message"]
      if (value_message_11 !== undefined) {
        json += ",\"message\":"
        
        if (typeof value_message_11 !== 'string') {
          if (value_message_11 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_11 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_11.toISOString() + JSON_STR_QUOTE
          } else if (value_message_11 instanceof RegExp) {
            json += asString(value_message_11.source)
          } else {
            json += asString(value_message_11.toString())
          }
        } else {
          json += asString(value_message_11)
        }
        
      } else {
        throw new Error('"message" is required!')
      }
      
      const value_pointer_12 = obj["pointer"]
      if (value_pointer_12 !== undefined) {
        json += ",\"pointer\":"
        
        if (typeof value_pointer_12 !== 'string') {
          if (value_pointer_12 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_pointer_12 instanceof Date) {
            json += JSON_STR_QUOTE + value_pointer_12.toISOString() + JSON_STR_QUOTE
          } else if (value_pointer_12 instanceof RegExp) {
            json += asString(value_pointer_12.source)
          } else {
            json += asString(value_pointer_12.toString())
          }
        } else {
          json += asString(value_pointer_12)
        }
        
      }

      const value_hint_13 = obj["hint"]
      if (value_hint_13 !== undefined) {
        json += ",\"hint\":"
        
        if (typeof value_hint_13 !== 'string') {
          if (value_hint_13 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_hint_13 instanceof Date) {
            json += JSON_STR_QUOTE + value_hint_13.toISOString() + JSON_STR_QUOTE
          } else if (value_hint_13 instanceof RegExp) {
            json += asString(value_hint_13.source)
          } else {
            json += asString(value_hint_13.toString())
          }
        } else {
          json += asString(value_hint_13)
        }
        
      }

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous3 (obj) {
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
        json += anonymous4(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous4(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/warnings/items"
      function anonymous6 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_code_16 = obj["code"]
      if (value_code_16 !== undefined) {
        json += "{\"code\":"
        
        if (typeof value_code_16 !== 'string') {
          if (value_code_16 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_code_16 instanceof Date) {
            json += JSON_STR_QUOTE + value_code_16.toISOString() + JSON_STR_QUOTE
          } else if (value_code_16 instanceof RegExp) {
            json += asString(value_code_16.source)
          } else {
            json += asString(value_code_16.toString())
          }
        } else {
          json += asString(value_code_16)
        }
        
      } else {
        throw new Error('"code" is required!')
      }
      
      const value_message_17 = obj["message"]
      if (value_message_17 !== undefined) {
        json += ",\"message\":"
        
        if (typeof value_message_17 !== 'string') {
          if (value_message_17 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_17 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_17.toISOString() + JSON_STR_QUOTE
          } else if (value_message_17 instanceof RegExp) {
            json += asString(value_message_17.source)
          } else {
            json += asString(value_message_17.toString())
          }
        } else {
          json += asString(value_message_17)
        }
        
      } else {
        throw new Error('"message" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous5 (obj) {
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
        json += anonymous6(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous6(value)
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
      
      const value_errors_8 = obj["errors"]
      if (value_errors_8 !== undefined) {
        json += ",\"errors\":"
        
          if (value_errors_8 === null) {
            json += JSON_STR_NULL
          }
          
          else if(Array.isArray(value_errors_8)) {
            json += anonymous3(value_errors_8)
          }
        
    else throw new TypeError("The value of '#/properties/errors' does not match schema definition.")
  
      }

      const value_warnings_14 = obj["warnings"]
      if (value_warnings_14 !== undefined) {
        json += ",\"warnings\":"
        json += anonymous5(value_warnings_14)
      }

return json + JSON_STR_END_OBJECT

      }
    
    const main = anonymous0
    return main
    
}(validator, serializer)